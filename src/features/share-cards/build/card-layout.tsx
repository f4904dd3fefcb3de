/**
 * How a share card looks (src/lib/share-card.ts): 1200×630 px, white, the
 * answer in a block of the verdict's colour (src/lib/verdict-tone.ts: green
 * for ethanol, amber for gasoline, grey without a verdict) with a band of
 * the same colour down the left edge, in the largest type the text allows
 * so that it reads at the
 * 300 px of a chat preview; the title above it; the figures below; the
 * source and the site's name at the foot. Written for satori: every box
 * with more than one child is a flexbox, sizes in px, font Inter.
 */
import type { ReactElement } from "react";
import { SITE_NAME } from "#lib/brand.ts";
import type { ShareCard } from "#lib/share-card.ts";
import { type Tone, VERDICT_IMAGE } from "#lib/verdict-tone.ts";

/** Open Graph's large image: 1200×630 px (1.91:1), what WhatsApp and the social networks show in full. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The font family the layout names; share-card-image.ts gives satori its files. */
export const CARD_FONT = "Inter";

/** The accent band down the left edge and the padding around the text, px. */
const BAND = 24;
const PADDING = { top: 44, right: 64, bottom: 40, left: 56 } as const;

/** Width of the text column, px. */
const TEXT_WIDTH = CARD_SIZE.width - BAND - PADDING.left - PADDING.right;

/** Room kept at the foot for the source and the site's name, px. */
const FOOT_HEIGHT = 56;

/** Inter extra-bold's mean advance, in em, on pt-BR text ("Gasolina compensa": 0.56), with a margin. */
const BOLD_ADVANCE = 0.6;

/**
 * The first font size (px) of `sizes`, each with the lines it may take, at
 * which `text` fits `width` px by Inter extra-bold's mean advance; the last
 * size when none does (satori then wraps it).
 */
function fitSize(text: string, sizes: ReadonlyArray<readonly [size: number, lines: number]>, width: number): number {
  const fits = sizes.find(([size, lines]) => text.length * size * BOLD_ADVANCE <= width * lines);
  return (fits ?? sizes.at(-1) ?? [32])[0];
}

/** The headline on one line as large as it fits (a verdict), else on two or three lines (an article's title). */
const HEADLINE_SIZES = [
  [112, 1],
  [100, 1],
  [88, 1],
  [72, 2],
  [60, 3],
] as const;

/** The title on one line. */
const TITLE_SIZES = [
  [52, 1],
  [44, 1],
  [38, 1],
] as const;

/** Padding of the headline block, px: top, sides, bottom (the extra bottom balances Inter's descent). */
const HEADLINE_PADDING = { top: 6, side: 32, bottom: 14 } as const;

/** The headline's block ("Etanol compensa"), in `tone`'s colours, at the largest size that fits. */
function headlineElement(headline: string, tone: Tone): ReactElement {
  const { background, text } = VERDICT_IMAGE[tone];
  return (
    <div
      style={{
        display: "flex",
        alignSelf: "flex-start",
        marginTop: 18,
        padding: `${HEADLINE_PADDING.top}px ${HEADLINE_PADDING.side}px ${HEADLINE_PADDING.bottom}px`,
        borderRadius: 24,
        fontSize: fitSize(headline, HEADLINE_SIZES, TEXT_WIDTH - 2 * HEADLINE_PADDING.side),
        fontWeight: 800,
        lineHeight: 1.1,
        letterSpacing: -1,
        background: background.hex,
        color: text.hex,
      }}
    >
      {headline}
    </div>
  );
}

/** The card's foot: the figures' `source` on the left, the site's name on the right. */
function footElement(source: string): ReactElement {
  return (
    <div
      style={{
        display: "flex",
        justifyContent: "space-between",
        position: "absolute",
        left: BAND + PADDING.left,
        right: PADDING.right,
        bottom: PADDING.bottom,
        fontSize: 26,
        color: "#475569",
      }}
    >
      <div>{source}</div>
      <div style={{ fontWeight: 700, color: "#166534" }}>{SITE_NAME}</div>
    </div>
  );
}

/**
 * The element tree of a card, for satori. Text that would not fit is cut
 * at the foot of the text column (the last of the lines first), never over
 * the source.
 */
export function cardElement(card: ShareCard): ReactElement {
  const tone = card.tone ?? "none";
  const [first, ...rest] = card.lines;
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: "flex",
        position: "relative",
        backgroundColor: "#ffffff",
        color: "#0f172a",
        fontFamily: CARD_FONT,
      }}
    >
      <div style={{ width: BAND, height: "100%", backgroundColor: VERDICT_IMAGE[tone].background.hex }} />
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          width: TEXT_WIDTH,
          height: CARD_SIZE.height - PADDING.top - PADDING.bottom - FOOT_HEIGHT,
          marginTop: PADDING.top,
          marginLeft: PADDING.left,
          overflow: "hidden",
        }}
      >
        <div style={{ fontSize: fitSize(card.title, TITLE_SIZES, TEXT_WIDTH), fontWeight: 800, lineHeight: 1.2 }}>
          {card.title}
        </div>
        {headlineElement(card.headline, tone)}
        {first && <div style={{ marginTop: 26, fontSize: 44, fontWeight: 700, lineHeight: 1.2 }}>{first}</div>}
        {rest.map((line) => (
          <div key={line} style={{ marginTop: 10, fontSize: 32, lineHeight: 1.25, color: "#334155" }}>
            {line}
          </div>
        ))}
      </div>
      {footElement(card.source)}
    </div>
  );
}
