import type { AstroIntegration } from "astro";
import { describe, expect, it, vi } from "vitest";
import { readSettings } from "#site-config";
import { publishingCheck } from "./publishing-check.ts";

/** Runs an integration's `astro:config:setup` hook with just the options it reads. */
function setup(integration: AstroIntegration, command: "build" | "dev") {
  const warn = vi.fn();
  const hook = integration.hooks["astro:config:setup"]!;
  const run = () => hook({ command, logger: { warn } } as unknown as Parameters<typeof hook>[0]);
  return { run, warn };
}

const CONTROLLER = {
  PRIVACY_CONTROLLER_NAME: "Maria Teste da Silva",
  PRIVACY_CONTROLLER_ID: "123.456.789-09",
  PRIVACY_CONTACT: "privacidade@example.com",
};

describe("publishingCheck", () => {
  it("stops a build for a public address without the privacy controller, naming what is missing", () => {
    const { run } = setup(publishingCheck(readSettings({ SITE_URL: "https://meu-dominio.com.br" })), "build");
    expect(run).toThrow(/não pode ser publicado[\s\S]*PRIVACY_CONTROLLER_NAME/);
  });

  it("prints a local build's warning framed, and lets it through", () => {
    const { run, warn } = setup(publishingCheck(readSettings({})), "build");
    run();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/^\n!{72}\nBuild local: [\s\S]*\n!{72}$/);
  });

  it("says nothing for a configured public build, nor for the development server", () => {
    const published = setup(
      publishingCheck(readSettings({ SITE_URL: "https://meu-dominio.com.br", ...CONTROLLER })),
      "build",
    );
    published.run();
    expect(published.warn).not.toHaveBeenCalled();
    const dev = setup(publishingCheck(readSettings({ SITE_URL: "https://meu-dominio.com.br" })), "dev");
    expect(dev.run).not.toThrow();
  });
});
