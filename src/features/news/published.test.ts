import { describe, expect, it } from "vitest";
import { formatPublished } from "./published.ts";

describe("formatPublished", () => {
  it.each([
    ["2024-07-01", "01/07/2024"],
    ["2026-06-18T18:40:00-03:00", "18/06/2026, às 18h40 (horário de Brasília)"],
    ["2026-06-18T21:40:00Z", "18/06/2026, às 18h40 (horário de Brasília)"],
    ["2026-06-19T01:05:00+00:00", "18/06/2026, às 22h05 (horário de Brasília)"],
    ["2026-01-01T00:00:00-03:00", "01/01/2026, às 00h00 (horário de Brasília)"],
  ])("%s → %s", (published, text) => {
    expect(formatPublished(published)).toBe(text);
  });

  it.each(["ontem", "2026-13-01", "2026-06-18T25:00:00-03:00", "2026-06-18 18:40", ""])(
    "gives nothing for %j",
    (published) => {
      expect(formatPublished(published)).toBeNull();
    },
  );
});
