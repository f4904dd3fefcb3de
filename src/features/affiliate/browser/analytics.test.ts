// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackAffiliateClick, trackAffiliateClicks } from "./analytics.ts";

afterEach(() => {
  delete window.gtag;
});

describe("trackAffiliateClick", () => {
  it("sends the affiliate click event when gtag exists", () => {
    window.gtag = vi.fn();
    trackAffiliateClick("aditivo_flex");
    expect(window.gtag).toHaveBeenCalledExactlyOnceWith("event", "click", {
      event_category: "affiliate",
      event_label: "aditivo_flex",
    });
  });

  it("does nothing when gtag is missing or not a function", () => {
    expect(() => trackAffiliateClick("espuma_magica")).not.toThrow();
    (window as { gtag?: unknown }).gtag = "not a function";
    expect(() => trackAffiliateClick("espuma_magica")).not.toThrow();
  });

  it("swallows an error thrown by gtag", () => {
    const gtag = vi.fn(() => {
      throw new Error("analytics down");
    });
    window.gtag = gtag;
    expect(() => trackAffiliateClick("restaurador_plasticos")).not.toThrow();
    expect(gtag).toHaveBeenCalledOnce();
  });
});

describe("trackAffiliateClicks", () => {
  it("reports clicks on marked links anywhere in the document, once, and only known labels", () => {
    window.gtag = vi.fn();
    const uninstall = trackAffiliateClicks(document);
    document.body.innerHTML =
      '<a href="#" data-affiliate-label="aditivo_flex"><span>Aditivo</span></a><a href="#" data-affiliate-label="outro">x</a><a href="#">y</a>';
    const [known, unknown, plain] = [...document.querySelectorAll("a")];
    known!.querySelector("span")!.click();
    unknown!.click();
    plain!.click();
    expect(window.gtag).toHaveBeenCalledExactlyOnceWith("event", "click", {
      event_category: "affiliate",
      event_label: "aditivo_flex",
    });
    uninstall();
    known!.click();
    expect(window.gtag).toHaveBeenCalledOnce();
  });
});
