// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { analyticsPageLocation, deleteAnalyticsCookies } from "./google-analytics.ts";

describe("analytics privacy", () => {
  it("never lets typed prices reach analytics in the page location", () => {
    expect(analyticsPageLocation("https://www.exemplo.com.br/?etanol=3.99&gasolina=5.89&utm_source=x")).toBe(
      "https://www.exemplo.com.br/?utm_source=x",
    );
    expect(analyticsPageLocation("https://www.exemplo.com.br/blog")).toBe("https://www.exemplo.com.br/blog");
  });

  it("deletes the _ga cookies, and only those, when consent is withdrawn", () => {
    document.cookie = "_ga=GA1.1.123; path=/";
    document.cookie = "_ga_TESTE12345=GS1.1.456; path=/";
    document.cookie = "preferencia=azul; path=/";
    deleteAnalyticsCookies(document);
    expect(document.cookie).toBe("preferencia=azul");
  });
});
