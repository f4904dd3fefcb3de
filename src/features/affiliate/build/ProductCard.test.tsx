// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import productData from "#content/products.json";
import { productSchema } from "#content/schemas.ts";
import { trackAffiliateClicks } from "#features/affiliate/browser/analytics.ts";
import { showDeferredPhotos } from "#features/affiliate/browser/deferred-photos.ts";
import { replaceBrokenPhotos } from "#features/affiliate/browser/photo-fallback.ts";
import { ProductCard } from "./ProductCard.tsx";

const products = productData.map((product) => productSchema.parse(product));

// The site script installs these listeners on every page (browser/entries/boot.ts).
const uninstall: Array<() => void> = [];
beforeAll(() => {
  uninstall.push(trackAffiliateClicks(document), replaceBrokenPhotos(document));
});
afterAll(() => uninstall.forEach((remove) => remove()));
afterEach(() => {
  delete window.gtag;
});

describe("ProductCard", () => {
  it.each(products.map((product) => [product.analyticsLabel, product] as const))(
    "%s: an article whose link opens the affiliate URL safely and reports the click",
    (label, product) => {
      window.gtag = vi.fn();
      render(<ProductCard product={product} />);
      const article = screen.getByRole("article");
      expect(article).toContainElement(screen.getByRole("heading", { name: new RegExp(product.title) }));
      const link = screen.getByRole("link", { name: new RegExp(product.title) });
      expect(link).toHaveAttribute("href", product.affiliateUrl);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow sponsored");
      link.addEventListener("click", (event) => event.preventDefault());
      fireEvent.click(link);
      expect(window.gtag).toHaveBeenCalledWith("event", "click", { event_category: "affiliate", event_label: label });
    },
  );

  it("lets the click through untouched without gtag", () => {
    render(<ProductCard product={products[0]!} />);
    const link = screen.getByRole("link");
    // fireEvent returns false only when some handler called preventDefault.
    expect(fireEvent.click(link)).toBe(true);
  });

  it("waits to load its photo until the calculator is ready, then lazily, with fixed dimensions, and swaps in a fallback when it fails", async () => {
    const product = products[1]!;
    render(<ProductCard product={product} />);
    expect(screen.queryByRole("img", { name: product.imageAlt })).not.toBeInTheDocument();
    let ready = () => {};
    const shown = showDeferredPhotos(document, new Promise<void>((resolve) => (ready = resolve)));
    ready();
    await shown;
    const image = screen.getByRole("img", { name: product.imageAlt });
    expect(image).toHaveAttribute("src", product.imageSrc);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "400");
    fireEvent.error(image);
    const fallback = screen.getByRole("img", { name: product.imageAlt });
    expect(fallback.tagName).toBe("DIV");
  });
});
