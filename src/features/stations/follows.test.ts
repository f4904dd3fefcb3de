import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alreadyNoticed,
  cityKey,
  follow,
  followLabel,
  isFollowed,
  MAX_CITIES,
  parseAlertSettings,
  parseFollowedCities,
  parseSnapshots,
  unfollow,
} from "./follows.ts";

const campinas = { uf: "SP", city: "Campinas" } as const;
const recife = { uf: "PE", city: "Recife" } as const;

describe("the followed cities", () => {
  it("follow a city once, up to the most, and stop following it", () => {
    const one = follow([], campinas);
    expect(one).toEqual([campinas]);
    expect(follow(one, campinas)).toBe(one);
    expect(isFollowed(follow(one, recife), recife)).toBe(true);
    expect(unfollow(follow(one, recife), campinas)).toEqual([recife]);
    const full = Array.from({ length: MAX_CITIES }, (_, index) => ({ uf: "MG", city: `Cidade ${index}` }) as const);
    expect(follow(full, campinas)).toBe(full);
  });

  it("are read from anything stored, never throwing, each once", () => {
    expect(
      parseFollowedCities([campinas, campinas, { uf: "ZZ", city: "X" }, { uf: "SP" }, "SP", null, recife]),
    ).toEqual([campinas, recife]);
    fc.assert(fc.property(fc.anything(), (value) => Array.isArray(parseFollowedCities(value))));
  });

  it("name the button by what it will do", () => {
    expect(followLabel("Campinas", false)).toBe("Seguir Campinas");
    expect(followLabel("Campinas", true)).toBe("Deixar de seguir Campinas");
    expect(cityKey(campinas)).toBe("city:SP/Campinas");
  });
});

describe("the stored snapshots and settings", () => {
  it("keep each usable snapshot, with the verdict its prices give whatever was stored", () => {
    const week = { start: "2026-06-07", end: "2026-06-13" };
    expect(
      parseSnapshots({
        "city:SP/Campinas": { week, ethanol: "4.20", gasoline: "6.00", verdict: "gasoline" },
        "station:1": { week, ethanol: "4,20", gasoline: "6.00" },
        "station:2": { week: { start: "ontem" }, ethanol: null, gasoline: null },
      }),
    ).toEqual({ "city:SP/Campinas": { week, ethanol: "4.20", gasoline: "6.00", verdict: "ethanol" } });
    fc.assert(fc.property(fc.anything(), (value) => typeof parseSnapshots(value) === "object"));
  });

  it("count a survey as told once a notice named it or a later one", () => {
    const settings = parseAlertSettings({ notices: true, noticedWeek: "2026-06-20" });
    expect(settings).toEqual({ notices: true, noticedWeek: "2026-06-20" });
    expect(alreadyNoticed(settings, { start: "2026-06-14", end: "2026-06-20" })).toBe(true);
    expect(alreadyNoticed(settings, { start: "2026-06-21", end: "2026-06-27" })).toBe(false);
    expect(parseAlertSettings({ notices: "sim", noticedWeek: 3 })).toEqual({ notices: false, noticedWeek: null });
  });
});
