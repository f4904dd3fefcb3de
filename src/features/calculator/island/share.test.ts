import { describe, expect, it, vi } from "vitest";
import { parseDecimal } from "#lib/decimal.ts";
import { parsePriceText } from "#lib/locale-number.ts";
import { calculationPath, shareResult, shareText, whatsAppUrl } from "./share.ts";

const price = (text: string) => parseDecimal(text)!;
const TEXT = shareText("ethanol", price("3.99"), price("5.89"), 0.6774, "https://www.exemplo.com.br/");

describe("share text", () => {
  it("keeps a pump price's third decimal, and reads a decimal comma", () => {
    expect(shareText("gasoline", price("4,5"), price("5.899"), 0.7628, "https://x.br/")).toContain(
      "Etanol a R$\u00a04,50 e gasolina a R$\u00a05,899:",
    );
  });

  it("says prices, verdict, ratio and the site link in pt-BR", () => {
    expect(TEXT).toBe(
      "Etanol a R$\u00a03,99 e gasolina a R$\u00a05,89: abasteça com Etanol! O etanol custa 67,7% do preço da gasolina. " +
        "Calcule no seu posto: https://www.exemplo.com.br/",
    );
  });

  it("links to the calculation itself, whose address gives back the exact prices", () => {
    expect(calculationPath(price("4,19"), price("6.29"))).toBe("/?etanol=4.19&gasolina=6.29");
    expect(calculationPath(price("5.899"), price("6"))).toBe("/?etanol=5.899&gasolina=6");
    const query = new URLSearchParams(calculationPath(price("3.99"), price("5.899")).slice(2));
    expect(parsePriceText(query.get("etanol") ?? "")).toEqual(parseDecimal("3.99"));
  });

  it("goes into WhatsApp's link encoded", () => {
    const url = whatsAppUrl(TEXT);
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(url.slice("https://wa.me/?text=".length))).toBe(TEXT);
  });
});

describe("shareResult", () => {
  it("uses the Web Share API where the browser has it", async () => {
    const share = vi.fn(async () => {});
    const open = vi.fn();
    expect(await shareResult(TEXT, { share, open })).toBe("shared");
    expect(share).toHaveBeenCalledWith({ title: "Etanol ou Gasolina?", text: TEXT });
    expect(open).not.toHaveBeenCalled();
  });

  it("reports a cancelled share sheet without falling back", async () => {
    const open = vi.fn();
    const share = async () => {
      throw new DOMException("cancelled", "AbortError");
    };
    expect(await shareResult(TEXT, { share, open })).toBe("cancelled");
    expect(open).not.toHaveBeenCalled();
  });

  it("opens WhatsApp without the Web Share API", async () => {
    const open = vi.fn(() => ({}));
    expect(await shareResult(TEXT, { open })).toBe("whatsapp");
    expect(open).toHaveBeenCalledWith(whatsAppUrl(TEXT));
  });

  it("copies the text when the new tab is blocked, and says when nothing worked", async () => {
    const copy = vi.fn(async () => {});
    expect(await shareResult(TEXT, { open: () => null, copy })).toBe("copied");
    expect(copy).toHaveBeenCalledWith(TEXT);
    expect(await shareResult(TEXT, { open: () => null, copy: async () => Promise.reject(new Error("denied")) })).toBe(
      "failed",
    );
    expect(await shareResult(TEXT, { open: () => null })).toBe("failed");
  });
});
