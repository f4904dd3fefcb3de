/**
 * The verdict card in the calculator's live region, drawn with the DOM and
 * kept up to date in place. One card for the verdict drawn before
 * hydration (early-verdict.ts), for the island (`Result`) and for the framed
 * calculator (embed-calculator.ts): when the island hydrates it goes on
 * writing into the card the page drew, so the card is never replaced and a
 * screen reader hears the verdict once (docs/decisions/0008-early-verdict-adoption.md).
 */
import { ESTIMATE_DISCLAIMER, resultHeadline } from "#features/calculator/messages.ts";
import { verdictCardClasses } from "#features/calculator/verdict-card.ts";
import type { Fuel } from "#lib/fuels.ts";

/** What the card says: the verdict's fuel, its savings message and, when known, where the prices come from. */
export interface CardContent {
  /** The fuel to fill up with: the headline and the card's colours. */
  fuel: Fuel;
  /** The savings message (messages.ts, `savingsMessage`). */
  message: string;
  /** "Posto: Posto Tal (Ipiranga), …", under the message; null for prices typed. */
  source: string | null;
}

/**
 * Marks the card's part that holds what the island adds below the message
 * (the gauge, the savings in reais, "Compartilhar"). It is `aria-live="off"`:
 * those details arrive with the island's code, after the verdict, and must
 * not make the live region read the verdict again; the verdict's own text,
 * outside it, is what the region announces.
 */
const VERDICT_DETAILS_ATTRIBUTE = "data-verdict-details";

/** The parts of a card that change with its content. */
interface CardParts {
  card: HTMLElement;
  verdict: HTMLElement;
  headline: HTMLElement;
  message: HTMLElement;
}

/** An element of `document` with its classes and text. */
function element(document: Document, tag: string, className: string, text: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/**
 * A new card, not yet on the page, saying the headline for `fuel`, the
 * savings `message` and the disclaimer, with the (empty) place for the
 * island's details. The page's script draws it before hydration, the
 * island's {@link drawVerdict} when the region is empty: the same markup.
 */
export function verdictCard(document: Document, fuel: Fuel, message: string): HTMLElement {
  const classes = verdictCardClasses(fuel);
  const card = element(document, "div", classes.card, "");
  const verdict = document.createElement("div");
  verdict.dataset.verdict = "";
  verdict.append(
    element(document, "h3", classes.headline, resultHeadline(fuel)),
    element(document, "p", classes.message, message),
  );
  const details = document.createElement("div");
  details.setAttribute(VERDICT_DETAILS_ATTRIBUTE, "");
  details.setAttribute("aria-live", "off");
  card.append(verdict, details, element(document, "p", classes.disclaimer, ESTIMATE_DISCLAIMER));
  return card;
}

/** Sets an element's text, leaving it untouched when it is already that text (no mutation, nothing re-announced). */
function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** Sets an element's classes, leaving them untouched when they are already these. */
function setClasses(node: HTMLElement, classes: string): void {
  if (node.className !== classes) node.className = classes;
}

/** The parts of `card` if it is a card {@link verdictCard} made; null for anything else. */
function partsOf(card: Element | null): CardParts | null {
  if (!(card instanceof HTMLElement) || card.childElementCount !== 3) return null;
  const [verdict, details, disclaimer] = card.children as unknown as HTMLElement[];
  const [headline, message] = (verdict?.children ?? []) as unknown as HTMLElement[];
  if (!verdict?.hasAttribute("data-verdict") || !details?.hasAttribute(VERDICT_DETAILS_ATTRIBUTE)) return null;
  if (headline?.tagName !== "H3" || message?.tagName !== "P" || disclaimer?.tagName !== "P") return null;
  return { card, verdict, headline, message };
}

/** Writes the line naming the prices' source (`source`) at the end of a card's `verdict` part, or removes it (null). */
function writeSource(verdict: Element, fuel: Fuel, source: string | null): void {
  let line = verdict.children[2] as HTMLElement | undefined;
  if (source === null) return line?.remove();
  if (!line) verdict.append((line = verdict.ownerDocument.createElement("p")));
  setClasses(line, verdictCardClasses(fuel).source);
  setText(line, source);
}

/** Writes `content` into a card's parts, changing only what differs. */
function write(parts: CardParts, { fuel, message, source }: CardContent): void {
  const classes = verdictCardClasses(fuel);
  setClasses(parts.card, classes.card);
  setClasses(parts.headline, classes.headline);
  setText(parts.headline, resultHeadline(fuel));
  setText(parts.message, message);
  writeSource(parts.verdict, fuel, source);
}

/**
 * Shows `content` in the live region `region`: the card already there is
 * kept and only what differs in it is rewritten (a new verdict is one
 * change in the region; the same verdict, none); an empty region gets a new
 * card. Returns the card.
 */
export function drawVerdict(region: HTMLElement, content: CardContent): HTMLElement {
  const current = region.childElementCount === 1 ? partsOf(region.firstElementChild) : null;
  if (current) {
    write(current, content);
    return current.card;
  }
  const card = verdictCard(region.ownerDocument, content.fuel, content.message);
  if (card.firstElementChild) writeSource(card.firstElementChild, content.fuel, content.source);
  region.replaceChildren(card);
  return card;
}

/** Where a card drawn here holds the island's details. */
export function detailsOf(card: HTMLElement): HTMLElement | null {
  return card.querySelector<HTMLElement>(`:scope > [${VERDICT_DETAILS_ATTRIBUTE}]`);
}
