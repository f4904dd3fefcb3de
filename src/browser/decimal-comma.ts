/**
 * A comma typed in a number field is a decimal point. Brazilians type
 * prices as "4,19"; a number field drops the comma and keeps 419, on a
 * physical keyboard and on virtual ones alike. Listening to `beforeinput`
 * on the whole document (capture) covers both, and every number field of
 * the site, from the first paint on: the site script installs it, before
 * any island has hydrated.
 */
export function acceptDecimalComma(root: Document): void {
  root.addEventListener(
    "beforeinput",
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || field.type !== "number" || !event.data?.includes(",")) return;
      event.preventDefault();
      // insertText keeps the field's own editing (caret, undo) and fires the usual input event.
      root.execCommand("insertText", false, event.data.replaceAll(",", "."));
    },
    { capture: true },
  );
}
