/**
 * What the two e2e builds (`npm run build:e2e`) contain, as proof for every
 * build: the settings of their .env files (e2e/settings/.env,
 * e2e/settings-analytics/.env) reach the pages; the error drill, route and
 * chunk, is only in the build that asks for it (ERROR_DRILL=1), so
 * `npm run build` never ships it; and no build names a domain or mailbox
 * that its settings did not give.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { DRILL_ERROR } from "../src/components/ui/ErrorDrill";
import { ERROR_DRILL_PATH, LOCAL_SITE_URL } from "../site.config";

/** Every file of a folder, recursively, as paths relative to it. */
function files(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

const BUILDS = [
  { settings: "e2e/settings/.env", drill: true },
  { settings: "e2e/settings-analytics/.env", drill: false },
].map((build) => {
  const env = parseEnv(readFileSync(build.settings, "utf8"));
  const client = resolve(env.BUILD_DIR!, "client");
  const text = (path: string) => readFileSync(join(client, path), "utf8");
  const textFiles = files(client).filter((path) => /\.(html|js|json|xml|txt|webmanifest|css|svg)$/.test(path));
  return { ...build, env, client, text, textFiles };
});

describe.each(BUILDS)("the build of $settings", ({ env, drill, client, text, textFiles }) => {
  it(drill ? "has the error drill, page and chunk" : "has no trace of the error drill, page or chunk", () => {
    expect(existsSync(join(client, ERROR_DRILL_PATH, "index.html"))).toBe(drill);
    const withDrill = textFiles.filter((path) => text(path).includes(DRILL_ERROR));
    if (drill) expect(withDrill).toEqual([expect.stringMatching(/^_astro\/ErrorDrill\.[\w-]+\.js$/)]);
    else expect(withDrill).toEqual([]);
    expect(files(client).some((path) => path.includes("ErrorDrill"))).toBe(drill);
  });

  it("carries the Amazon tag and the analytics ID of its .env file, and only those", () => {
    const home = text("index.html");
    const amazonLinks = [...home.matchAll(/href="(https:\/\/www\.amazon\.com\.br\/[^"]+)"/g)].map((match) => match[1]!);
    expect(amazonLinks.length).toBeGreaterThan(0);
    for (const link of amazonLinks) {
      const tag = new URL(link.replaceAll("&amp;", "&")).searchParams.get("tag");
      expect(tag).toBe(env.AMAZON_ASSOCIATE_TAG ?? null);
    }
    const site = textFiles.filter((path) => path.startsWith("_astro/") || path.endsWith(".html"));
    expect(site.some((path) => text(path).includes("G-TESTE12345"))).toBe(env.GA_ID === "G-TESTE12345");
  });

  it("names no domain or mailbox its settings did not give: local URLs without SITE_URL", () => {
    expect(env.SITE_URL).toBeUndefined();
    expect(text("robots.txt")).toContain(`Sitemap: ${LOCAL_SITE_URL}/sitemap-index.xml`);
    expect(text("index.html")).toContain(`<link rel="canonical" href="${LOCAL_SITE_URL}/"`);
    for (const path of textFiles) {
      const content = text(path);
      expect(content, path).not.toMatch(/etanolougasolina/i);
      const mailboxes = [...content.matchAll(/mailto:([^"?]+)/g)].map((match) => match[1]);
      expect(
        mailboxes.every((mailbox) => mailbox === env.PRIVACY_CONTACT),
        path,
      ).toBe(true);
    }
  });
});
