import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRfc822 } from "./rfc822.ts";

describe("parseRfc822", () => {
  it.each([
    ["Thu, 18 Jun 2026 18:40:00 -0300", "2026-06-18T18:40:00-03:00"],
    ["18 Jun 2026 18:40 -0300", "2026-06-18T18:40:00-03:00"],
    ["Mon, 1 Jun 2026 09:05:07 GMT", "2026-06-01T09:05:07+00:00"],
    ["  Sun, 28 Feb 2027 23:59:59 +0530 ", "2027-02-28T23:59:59+05:30"],
    ["Tue, 29 Feb 2028 00:00:00 -0300", "2028-02-29T00:00:00-03:00"],
  ])("reads %s", (text, iso) => {
    expect(parseRfc822(text)).toBe(iso);
    expect(Date.parse(iso)).toBe(Date.parse(text.trim()));
  });

  it.each([
    ["a word", "ontem à tarde"],
    ["a day the month lacks", "Tue, 31 Feb 2026 10:00:00 -0300"],
    ["29 February of a common year", "Sun, 29 Feb 2026 10:00:00 -0300"],
    ["the wrong weekday", "Mon, 18 Jun 2026 18:40:00 -0300"],
    ["an hour past 23", "Thu, 18 Jun 2026 24:00:00 -0300"],
    ["an ISO date", "2026-06-18T18:40:00-03:00"],
    ["a year alone", "2026"],
    ["no zone", "Thu, 18 Jun 2026 18:40:00"],
    ["an offset with 60 minutes", "Thu, 18 Jun 2026 18:40:00 -0360"],
    ["an empty text", ""],
  ])("refuses %s", (_, text) => {
    expect(parseRfc822(text)).toBeNull();
  });

  it("gives back the same instant for any date written in RFC 822", () => {
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true }),
        fc.integer({ min: -12, max: 12 }),
        (date, offsetHours) => {
          const local = new Date(date.getTime() + offsetHours * 3600_000);
          const pad = (n: number) => String(n).padStart(2, "0");
          const zone = `${offsetHours < 0 ? "-" : "+"}${pad(Math.abs(offsetHours))}00`;
          const text =
            `${days[local.getUTCDay()]}, ${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()} ` +
            `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${zone}`;
          const iso = parseRfc822(text);
          expect(iso).not.toBeNull();
          expect(Date.parse(iso!)).toBe(Math.floor(date.getTime() / 1000) * 1000);
        },
      ),
    );
  });
});
