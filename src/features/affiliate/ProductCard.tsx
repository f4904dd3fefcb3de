import { ExternalLink } from "lucide-react";
import { useState } from "react";
import type { Product } from "../../content/types";
import { useHydrated } from "../../lib/use-hydrated";
import { ACCENT_BADGE } from "../../components/ui/accent-styles";
import { AFFILIATE_LABEL_ATTRIBUTE } from "./analytics";

/** Photo size in CSS px; the file requested from the photo host matches it. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 400;

/**
 * A recommended product (spec §2, §3) as an `<article>`: a photo from the
 * external host, loaded lazily once the card is interactive, in a box of
 * fixed proportions (no layout shift) that shows the product's icon before
 * and instead of it (prerendered HTML, no network); title, description,
 * two features, and one affiliate link that covers the whole card and opens
 * a new tab; its click is reported by the page-wide listener of analytics.ts.
 */
export function ProductCard({ product }: { product: Product }) {
  const [imageFailed, setImageFailed] = useState(false);
  const { icon: Icon } = product;
  // The photo is requested only once the card is interactive, i.e. on screen
  // (the section hydrates when visible): never in the first paint's way.
  const showPhoto = useHydrated() && !imageFailed;

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <div className={`aspect-[8/5] w-full ${ACCENT_BADGE[product.accent]}`}>
        {!showPhoto ? (
          <div role="img" aria-label={product.imageAlt} className="flex size-full items-center justify-center">
            {imageFailed && <Icon aria-hidden="true" className="size-16 opacity-80" />}
          </div>
        ) : (
          <img
            src={product.imageSrc}
            alt={product.imageAlt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <a
            href={product.affiliateUrl}
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
          {product.features.map(({ icon: FeatureIcon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <FeatureIcon aria-hidden="true" className="size-4 shrink-0 text-green-700" />
              {text}
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mt-2 inline-flex items-center gap-2 self-start rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
          Ver oferta
          <ExternalLink className="size-4" />
        </span>
      </div>
    </article>
  );
}
