import { type ComponentType, lazy } from "react";

/**
 * How far below the viewport a section starts loading, in CSS px: none, so
 * the first load carries only what the first screen needs; a section's
 * prerendered HTML is readable while its few kilobytes arrive.
 */
const ROOT_MARGIN_PX = 0;

function whenNearViewport(anchorId: string): Promise<void> {
  const element = document.getElementById(anchorId);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: `${ROOT_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
  });
}

/**
 * `React.lazy` for a below-the-fold section that is already in the
 * prerendered HTML: its code is fetched, and the section hydrated, only
 * when the element `anchorId` enters the viewport. Until
 * then React keeps the prerendered HTML as it is (visible and readable,
 * links working), so the first load carries less JavaScript. Wrap the
 * result in `<Suspense>`. While prerendering, and after a client-side
 * navigation (the anchor is not in the page yet), it loads at once.
 */
export function lazyWhenVisible<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(async () => {
    if (typeof document !== "undefined") await whenNearViewport(anchorId);
    return { default: await load() };
  });
}
