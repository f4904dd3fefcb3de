import { twMerge } from "tailwind-merge";
import { ACCENT_BADGE } from "#components/ui/accent-styles.ts";
import { buttonVariants } from "#components/ui/Button.tsx";
import { NamedIcon } from "#components/ui/icons.tsx";
import type { Product } from "#content/schemas.ts";
import { EARNS_COMMISSION, offerHref } from "#features/affiliate/affiliate-link.ts";
import {
  AFFILIATE_LABEL_ATTRIBUTE,
  BLANK_IMAGE,
  DEFERRED_SRC_ATTRIBUTE,
  PHOTO_FALLBACK_ATTRIBUTE,
} from "#features/affiliate/dom-contract.ts";
import { AffiliateLabel } from "./AffiliateLabel.tsx";

/** Photo size in CSS px; the file requested from the photo host matches it. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 400;

/**
 * The product's photo box, of fixed proportions: the deferred photo, the icon
 * that stands in for it if it fails, and the photo itself for a browser
 * without JavaScript.
 */
function ProductPhoto({ product }: { product: Product }) {
  const photo = {
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    loading: "lazy",
    decoding: "async",
    className: "size-full object-cover",
  } as const;
  return (
    <div className={`aspect-[8/5] w-full ${ACCENT_BADGE[product.accent]}`}>
      <img
        hidden
        src={BLANK_IMAGE}
        {...{ [DEFERRED_SRC_ATTRIBUTE]: product.imageSrc }}
        alt={product.imageAlt}
        {...photo}
      />
      <div
        hidden
        {...{ [PHOTO_FALLBACK_ATTRIBUTE]: "" }}
        role="img"
        aria-label={product.imageAlt}
        className="size-full items-center justify-center [&:not([hidden])]:flex"
      >
        <NamedIcon name={product.icon} className="size-16 opacity-80" />
      </div>
      <noscript>
        <img src={product.imageSrc} alt={product.imageAlt} {...photo} />
      </noscript>
    </div>
  );
}

/**
 * A recommended product (its fields: docs/product-rules.md, 'Content items')
 * as an `<article>`: a photo from the external host, given its address once the calculator is ready
 * (deferred-photos.ts) and then loaded lazily (as it nears the screen), in a box of fixed
 * proportions (no layout shift), with the product's icon as a hidden
 * fallback that photo-fallback.ts swaps in if the photo fails; title,
 * description, two features, and one affiliate link that covers the whole
 * card and opens a new tab (its click is reported by analytics.ts's
 * page-wide listener), tagged and labelled "Link de afiliado" when the site
 * has an Associates tag. Rendered at build time only.
 */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <ProductPhoto product={product} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <a
            href={offerHref(product.affiliateUrl)}
            target="_blank"
            rel="noopener noreferrer nofollow sponsored"
            {...{ [AFFILIATE_LABEL_ATTRIBUTE]: product.analyticsLabel }}
            className="after:absolute after:inset-0 hover:underline"
          >
            {product.title}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </h3>
        <p className="text-slate-700">{product.description}</p>
        <ul className="mt-auto space-y-2 text-sm text-slate-800">
          {product.features.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <NamedIcon name={icon} className="size-4 shrink-0 text-green-700" />
              {text}
            </li>
          ))}
        </ul>
        <span
          aria-hidden="true"
          className={twMerge(buttonVariants({ variant: "dark", size: "sm" }), "mt-2 self-start px-4 py-2")}
        >
          Ver oferta
          <NamedIcon name="external-link" className="size-4" />
        </span>
        {EARNS_COMMISSION && <AffiliateLabel />}
      </div>
    </article>
  );
}
