import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { FUEL_LABEL } from "./fuels.ts";
import {
  type Tone,
  VERDICT_EMPHASIS,
  VERDICT_FRAME,
  VERDICT_IMAGE,
  VERDICT_LABEL,
  VERDICT_TEXT,
  VERDICT_WORDS,
} from "./verdict-tone.ts";

const TONES: readonly Tone[] = ["ethanol", "gasoline", "none"];

/** The installed Tailwind's palette: each colour's custom property, `--color-green-700: oklch(…)`. */
const THEME = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");

type Triple = readonly [number, number, number];

/** Tailwind colour `name` ("green-700", "white") in OKLab, from its definition in the theme (OKLCH or hex). */
function paletteOklab(name: string): Triple {
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(THEME)?.[1];
  if (!value) throw new Error(`Tailwind has no colour ${name}`);
  const oklch = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!oklch) return hexOklab(value);
  const [lightness, chroma, hue] = oklch.slice(1).map(Number) as unknown as Triple;
  const radians = (hue * Math.PI) / 180;
  return [lightness / 100, chroma * Math.cos(radians), chroma * Math.sin(radians)];
}

/** sRGB hex ("#15803d", "#fff") to linear-light RGB, 0 to 1. */
function linearRgb(hex: string): Triple {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [1, 3, 5].map((at) => hex.slice(at, at + 2));
  return digits.map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Triple;
}

/** sRGB hex to OKLab (Björn Ottosson's matrices, https://bottosson.github.io/posts/oklab/). */
function hexOklab(hex: string): Triple {
  const [r, g, b] = linearRgb(hex);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** OKLab to linear-light sRGB, clipped to the sRGB gamut as a browser shows it on an sRGB screen. */
function oklabLinearRgb([lightness, a, b]: Triple): Triple {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return rgb.map((channel) => Math.min(1, Math.max(0, channel))) as unknown as Triple;
}

/** WCAG's contrast ratio of two colours given in linear-light sRGB. */
function contrast(first: Triple, second: Triple): number {
  const luminance = ([r, g, b]: Triple) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as unknown as Triple;
  return (light + 0.05) / (dark + 0.05);
}

/** The linear sRGB of the colour a class string's `prefix` utility sets ("bg" of "border-green-700 bg-green-50"). */
function utilityColour(classes: string, prefix: "bg" | "text"): Triple {
  const name = new RegExp(`(?:^| )${prefix}-(\\w+-\\d+|white)(?: |$)`).exec(classes)?.[1];
  if (!name) throw new Error(`no ${prefix} colour in "${classes}"`);
  return oklabLinearRgb(paletteOklab(name));
}

/** The colour names a class string's utilities use: "border-green-700 bg-green-50" → ["green-700", "green-50"]. */
function colours(classes: string): string[] {
  return classes.split(" ").flatMap((utility) => /^(?:border|bg|text)-(\w+-\d+|white)$/.exec(utility)?.[1] ?? []);
}

/** The hues a tone may use: its fuel's colour, or neutral grey and white. */
const HUES: Readonly<Record<Tone, readonly string[]>> = {
  ethanol: ["green", "white"],
  gasoline: ["amber", "white"],
  none: ["slate", "white"],
};

describe("verdict tone", () => {
  it("names the fuel that pays off, or no verdict", () => {
    expect(TONES.map((tone) => VERDICT_WORDS[tone])).toEqual(["Etanol compensa", "Gasolina compensa", "Sem veredito"]);
    expect([VERDICT_WORDS.ethanol, VERDICT_WORDS.gasoline]).toEqual([
      `${FUEL_LABEL.ethanol} compensa`,
      `${FUEL_LABEL.gasoline} compensa`,
    ]);
  });

  it("draws each verdict in its fuel's colour of Tailwind's palette, and no verdict in grey", () => {
    for (const tone of TONES) {
      const tables = [VERDICT_FRAME, VERDICT_TEXT, VERDICT_EMPHASIS, VERDICT_LABEL];
      const names = [
        ...tables.flatMap((table) => colours(table[tone])),
        VERDICT_IMAGE[tone].background.tailwind,
        VERDICT_IMAGE[tone].text.tailwind,
      ];
      expect(names.length).toBeGreaterThanOrEqual(6);
      for (const name of names) {
        expect(HUES[tone]).toContain(name.replace(/-\d+$/, ""));
        expect(() => paletteOklab(name)).not.toThrow();
      }
    }
  });

  it("gives the share image the hex of the Tailwind colour it names, within 0.03 in OKLab", () => {
    for (const tone of TONES) {
      for (const colour of [VERDICT_IMAGE[tone].background, VERDICT_IMAGE[tone].text]) {
        const [expected, actual] = [paletteOklab(colour.tailwind), hexOklab(colour.hex)];
        expect(
          Math.hypot(...actual.map((value, index) => value - (expected[index] ?? 0))),
          colour.tailwind,
        ).toBeLessThan(0.03);
      }
    }
  });

  it("keeps the share image's words readable on their block (WCAG AA, 4.5:1)", () => {
    for (const tone of TONES) {
      const { background, text } = VERDICT_IMAGE[tone];
      expect(contrast(linearRgb(background.hex), linearRgb(text.hex)), tone).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the cards' and labels' text at 7:1 on its background (WCAG AAA), the coloured lines at 4.5:1", () => {
    for (const tone of TONES) {
      const frame = utilityColour(VERDICT_FRAME[tone], "bg");
      const white = oklabLinearRgb(paletteOklab("white"));
      expect(contrast(utilityColour(VERDICT_TEXT[tone], "text"), frame), tone).toBeGreaterThanOrEqual(7);
      for (const background of [frame, white]) {
        expect(contrast(utilityColour(VERDICT_EMPHASIS[tone], "text"), background), tone).toBeGreaterThanOrEqual(4.5);
      }
      const label = VERDICT_LABEL[tone];
      const labelBackground = label.includes("bg-") ? utilityColour(label, "bg") : white;
      expect(contrast(utilityColour(label, "text"), labelBackground), tone).toBeGreaterThanOrEqual(7);
    }
  });
});
