import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingSettings, missingSummary, REQUIRED_SETTINGS } from "./deploy-settings.ts";

/** Every setting given, as the owner of a published site has them. */
const COMPLETE = {
  SITE_URL: "https://www.meu-dominio.com.br",
  PRIVACY_CONTROLLER_NAME: "Maria Souza",
  PRIVACY_CONTROLLER_ID: "529.982.247-25",
  PRIVACY_CONTACT: "privacidade@meu-dominio.com.br",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  CLOUDFLARE_API_TOKEN: "true",
};
const names = (env: Record<string, string | undefined>) => missingSettings(env).map((setting) => setting.name);

describe("missingSettings", () => {
  it("finds nothing missing when every setting is given", () => {
    expect(missingSettings(COMPLETE)).toEqual([]);
  });

  it("lists every setting of a fresh repository at once, build's and upload's, in the documented order", () => {
    expect(names({})).toEqual([
      "SITE_URL",
      "PRIVACY_CONTROLLER_NAME",
      "PRIVACY_CONTROLLER_ID",
      "PRIVACY_CONTACT",
      "CLOUDFLARE_ACCOUNT_ID",
      "CLOUDFLARE_API_TOKEN",
    ]);
  });

  it("finds a missing privacy setting before anything is installed, as the build would", () => {
    expect(names({ ...COMPLETE, PRIVACY_CONTACT: undefined })).toEqual(["PRIVACY_CONTACT"]);
    expect(names({ ...COMPLETE, PRIVACY_CONTROLLER_NAME: "   " })).toEqual(["PRIVACY_CONTROLLER_NAME"]);
  });

  it("treats a blank value as missing: GitHub passes an unset variable or secret as an empty string", () => {
    expect(names({ ...COMPLETE, CLOUDFLARE_API_TOKEN: "", CLOUDFLARE_ACCOUNT_ID: "" })).toEqual([
      "CLOUDFLARE_ACCOUNT_ID",
      "CLOUDFLARE_API_TOKEN",
    ]);
  });

  it.each(["http://localhost:4173", "http://127.0.0.1:8080", "http://site.localhost", "http://[::1]"])(
    "counts SITE_URL %s, which names this machine, as missing",
    (url) => {
      expect(missingSettings({ ...COMPLETE, SITE_URL: url })).toEqual([
        expect.objectContaining({ name: "SITE_URL", reason: "local" }),
      ]);
    },
  );

  it("leaves a malformed SITE_URL to the build, which refuses it by name", () => {
    expect(names({ ...COMPLETE, SITE_URL: "meu-dominio.com.br" })).toEqual([]);
  });
});

describe("missingSummary", () => {
  it("names each missing setting, where it is kept and what it is, and points to the step by step", () => {
    const summary = missingSummary(missingSettings({ ...COMPLETE, SITE_URL: "", CLOUDFLARE_API_TOKEN: "" }));
    expect(summary.split("\n")).toEqual(
      expect.arrayContaining([
        "### Nada publicado: faltam configurações",
        "- variável `SITE_URL`: o endereço público do site, ex.: https://www.meu-dominio.com.br (sem barra no fim)",
        "- segredo `CLOUDFLARE_API_TOKEN`: o token de API da Cloudflare, com a permissão Account → Cloudflare Pages → Edit",
        "Passo a passo: docs/deploy.md. Quem hospeda em outro lugar pode ignorar este aviso.",
      ]),
    );
    expect(summary.match(/^- /gm)).toHaveLength(2);
  });

  it("says why a local SITE_URL does not count", () => {
    expect(missingSummary(missingSettings({ ...COMPLETE, SITE_URL: "http://localhost:4173" }))).toContain(
      "(o valor atual é desta máquina, e um build local não é publicado)",
    );
  });

  it("lists every required setting when none is given", () => {
    const summary = missingSummary(missingSettings({}));
    for (const setting of REQUIRED_SETTINGS) expect(summary).toContain(`\`${setting.name}\``);
  });
});

describe("deploy-settings (the command)", () => {
  const SCRIPT = new URL("./deploy-settings.ts", import.meta.url).pathname;
  const NODE = new URL("../node_modules/.bin/node", import.meta.url).pathname;
  /** Runs the command as the workflow does, before `npm ci`: with only the given settings in its environment. */
  const run = (env: Record<string, string>) => {
    const summary = join(mkdtempSync(join(tmpdir(), "deploy-settings-")), "summary.md");
    writeFileSync(summary, "");
    const result = spawnSync(existsSync(NODE) ? NODE : process.execPath, [SCRIPT, "--summary", summary], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, ...env },
    });
    return { ...result, summary: readFileSync(summary, "utf8") };
  };

  it("prints publish=true and writes no summary when every setting is given", () => {
    const result = run(COMPLETE);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("publish=true\n");
    expect(result.summary).toBe("");
  });

  it("prints publish=false, exits 0 and lists what lacks in the summary", () => {
    const { CLOUDFLARE_API_TOKEN: _token, PRIVACY_CONTROLLER_ID: _id, ...rest } = COMPLETE;
    const result = run(rest);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("publish=false\n");
    expect(result.summary).toContain("`PRIVACY_CONTROLLER_ID`");
    expect(result.summary).toContain("`CLOUDFLARE_API_TOKEN`");
    expect(result.summary).not.toContain("`SITE_URL`");
  });
});
