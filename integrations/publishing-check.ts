/**
 * The publishing check, an Astro integration (README, "Settings"): when a
 * build starts, it stops a build that may not be published (a public
 * SITE_URL without the privacy controller) and prints each warning framed
 * so that it is seen (a local build says so). The rules are
 * `publishingProblems` in site.config.ts.
 */
import type { AstroIntegration } from "astro";
import { publishingProblems, type Settings, SETTINGS } from "#site-config";

/** The integration: see the module comment; `settings` are the build's own unless a test gives others. */
export function publishingCheck(settings: Settings = SETTINGS): AstroIntegration {
  return {
    name: "publishing-check",
    hooks: {
      "astro:config:setup": ({ command, logger }) => {
        if (command !== "build") return;
        const { errors, warnings } = publishingProblems(settings);
        if (errors.length > 0)
          throw new Error(
            `Este build não pode ser publicado (veja a seção "Settings" do README):\n- ${errors.join("\n- ")}`,
          );
        const rule = "!".repeat(72);
        for (const warning of warnings) logger.warn(`\n${rule}\n${warning}\n${rule}`);
      },
    },
  };
}
