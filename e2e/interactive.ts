/**
 * In the page: whether it is interactive, as every end-to-end test waits
 * for it: the site script has run (`<html data-enhanced>`) and every island
 * that hydrates on load or idle has hydrated (Astro removes its `ssr`
 * attribute then). Islands that hydrate when visible are waited for where a
 * test scrolls to them. Self-contained: the browser runs its source.
 */
export function isInteractive(): boolean {
  return (
    document.documentElement.hasAttribute("data-enhanced") &&
    document.querySelectorAll('astro-island[ssr]:is([client="load"], [client="idle"])').length === 0
  );
}
