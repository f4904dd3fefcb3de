/**
 * The share cards in the two e2e builds (`npm run build:e2e`): every state
 * page, city page, /precos and make page names its own card in og:image
 * and its Dataset's JSON-LD image; the file is in /og/, a
 * 1200×630 PNG under 100 KB; og:image:alt holds the page's verdict in
 * words; /og/ holds exactly the cards the pages name, and the service
 * worker precaches none of them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { STATIONS } from "#data/build/stations.ts";
import { WEEKLY } from "#data/build/weekly.ts";
import { loadCars } from "#data/cars.ts";
import { makeCatalogue } from "#features/cars/build/catalogue-pages.ts";
import { mixedRatioRange } from "#features/cars/car-ratios.ts";
import { verdictHeadline } from "#features/prices/build/price-pages.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { nationalSentence, ratioPhrase } from "#features/prices/price-messages.ts";
import { nationalSummary, placeVerdict, stateVerdicts } from "#features/prices/price-verdicts.ts";
import type { PlaceVerdict } from "#features/prices/price-verdicts.ts";
import { shareCountClause, sharePercentClause } from "#features/stations/station-messages.ts";
import { stationsOf } from "#features/stations/station-pages.ts";
import { stationShare } from "#features/stations/station-ranking.ts";
import { capitalise, formatPercent } from "#lib/format.ts";
import { cityPagePath, makePath } from "#lib/paths.ts";
import { LOCAL_SITE_URL } from "#site-config";
import { pageFile } from "./build-files.ts";

const week = formatSurveyWeek(WEEKLY.weekStart, WEEKLY.weekEnd);
const catalogue = await loadCars();

/** An attribute's text as Astro escapes it, read back. */
function unescape(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  const value = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : unescape(value);
}

/** The verdict as the card says it: "Etanol compensa. Etanol a 59,8% da gasolina." */
function verdictWords(verdict: PlaceVerdict): string {
  return `${verdictHeadline(verdict)}. ${capitalise(ratioPhrase(verdict))}.`;
}

/** Every page that must have its own card: its path and what its og:image:alt must hold. */
const PAGES: Array<{ path: string; says: string[] }> = [
  {
    path: "/precos",
    says: [
      `Brasil. ${verdictHeadline(placeVerdict(WEEKLY.brazil))}.`,
      nationalSentence(nationalSummary(stateVerdicts(WEEKLY.states), WEEKLY.brazil)),
      `${capitalise(ratioPhrase(placeVerdict(WEEKLY.brazil)))}.`,
    ],
  },
  ...stateVerdicts(WEEKLY.states).map(({ state, verdict }) => {
    const stations = sharePercentClause(stationShare(STATIONS.stations.filter((station) => station.uf === state.uf)));
    return {
      path: `/precos/${state.code}`,
      says: [`${state.name}. ${verdictWords(verdict)}`, ...(stations ? [`${capitalise(stations)}.`] : [])],
    };
  }),
  ...WEEKLY.cities.map((city) => {
    const stations = shareCountClause(stationShare(stationsOf(STATIONS.stations, city.uf, city.name)));
    return {
      path: cityPagePath(city),
      says: [
        `${city.name} (${city.uf}). ${verdictWords(placeVerdict(city))}`,
        ...(stations ? [`${capitalise(stations)}.`] : []),
      ],
    };
  }),
  ...catalogue.makes.map(([name, slug]) => {
    const versions = makeCatalogue(catalogue, slug)!.models.flatMap((group) => group.cars);
    const range = mixedRatioRange(versions)!;
    return {
      path: makePath(slug),
      says: [`Carros flex ${name}.`, formatPercent(range.min.rounded), formatPercent(range.max.rounded)],
    };
  }),
];

const BUILDS = ["e2e/settings/.env", "e2e/settings-analytics/.env"].map((settings) => {
  const env = parseEnv(readFileSync(settings, "utf8"));
  return { settings, client: resolve(env.BUILD_DIR!, "client") };
});

function files(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

describe.each(BUILDS)("the share cards of the build of $settings", ({ client }) => {
  const html = (path: string) => readFileSync(join(client, pageFile(path)), "utf8");
  const cardsFolder = join(client, "og");

  it("cover every state page, city page, /precos and make page", () => {
    expect(PAGES.filter((page) => page.path.startsWith("/precos/") && page.path.split("/").length === 3)).toHaveLength(
      27,
    );
    expect(PAGES.length).toBeGreaterThan(27 + 300 + 1 + 20);
  });

  it("each page names its own card, as og:image (which X's card takes) and its Dataset's image", () => {
    const images = PAGES.map(({ path }) => {
      const page = html(path);
      const image = meta(page, "property", "og:image");
      expect(image, path).toMatch(new RegExp(`^${LOCAL_SITE_URL}/og/[a-z0-9-]+-[0-9a-f]{12}\\.png$`));
      expect(meta(page, "name", "twitter:image"), path).toBeUndefined();
      expect(meta(page, "property", "og:image:width"), path).toBe("1200");
      expect(meta(page, "property", "og:image:height"), path).toBe("630");
      const graph = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(page)![1]!)["@graph"];
      expect(graph.find((node: { "@type": string }) => node["@type"] === "Dataset").image, path).toBe(image);
      return image;
    });
    expect(new Set(images).size).toBe(PAGES.length);
  });

  it("each card is a 1200×630 PNG under 100 KB in /og/", () => {
    for (const { path } of PAGES) {
      const image = meta(html(path), "property", "og:image")!;
      const file = join(cardsFolder, image.slice(`${LOCAL_SITE_URL}/og/`.length));
      expect(existsSync(file), path).toBe(true);
      const png = readFileSync(file);
      expect(png.subarray(0, 8).toString("hex"), path).toBe("89504e470d0a1a0a");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
      expect(png.length, path).toBeLessThan(100 * 1024);
    }
  });

  it("each card's text alternative holds the page's verdict in words", () => {
    for (const { path, says } of PAGES) {
      const alt = meta(html(path), "property", "og:image:alt");
      expect(meta(html(path), "name", "twitter:image:alt"), path).toBe(alt);
      for (const words of says) expect(alt, path).toContain(words);
      if (path.startsWith("/precos")) expect(alt, path).toContain(`Pesquisa ANP de ${week}.`);
    }
  });

  it("/og/ holds exactly the cards the pages name, and the service worker precaches none", () => {
    const named = new Set(
      files(client)
        .filter((path) => path.endsWith(".html"))
        .map((path) => meta(readFileSync(join(client, path), "utf8"), "property", "og:image"))
        .filter((image) => image?.startsWith(`${LOCAL_SITE_URL}/og/`))
        .map((image) => image!.slice(`${LOCAL_SITE_URL}/og/`.length)),
    );
    expect(readdirSync(cardsFolder).sort()).toEqual([...named].sort());
    expect(readFileSync(join(client, "sw.js"), "utf8")).not.toMatch(/url:"og\//);
  });
});
