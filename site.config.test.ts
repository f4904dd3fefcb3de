import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  brazilYear,
  compileTimeConstants,
  isLocalOrigin,
  loadEnv,
  LOCAL_SITE_URL,
  effectivePrecompression,
  publishingProblems,
  readSettings,
  renameDeprecated,
} from "./site.config.ts";

const CONTROLLER = {
  PRIVACY_CONTROLLER_NAME: "Maria Teste da Silva",
  PRIVACY_CONTROLLER_ID: "123.456.789-09",
  PRIVACY_CONTACT: "privacidade@example.com",
};

describe("build settings", () => {
  it("has working defaults that name nobody's domain or mailbox", () => {
    expect(readSettings({})).toEqual({
      SITE_URL: LOCAL_SITE_URL,
      GA_ID: undefined,
      AMAZON_ASSOCIATE_TAG: undefined,
      PRIVACY_CONTROLLER_NAME: undefined,
      PRIVACY_CONTROLLER_ID: undefined,
      PRIVACY_CONTACT: undefined,
      BUILD_DIR: "build",
      PRECOMPRESSION: "max",
      ERROR_DRILL: "0",
      SOURCE_DATE_EPOCH: undefined,
    });
    expect(LOCAL_SITE_URL).toBe("http://localhost:4173");
  });

  it("normalises what it accepts", () => {
    const settings = readSettings({
      SITE_URL: "https://meu-dominio.com.br///",
      GA_ID: " G-TESTE12345 ",
      ERROR_DRILL: "1",
      SOURCE_DATE_EPOCH: "1795000000",
    });
    expect(settings.SITE_URL).toBe("https://meu-dominio.com.br");
    expect(settings.GA_ID).toBe("G-TESTE12345");
    expect(settings.SOURCE_DATE_EPOCH?.toISOString()).toBe("2026-11-18T11:06:40.000Z");
    expect(readSettings({ GA_ID: "", SITE_URL: " " })).toMatchObject({ GA_ID: undefined, SITE_URL: LOCAL_SITE_URL });
  });

  it("stops the build on a bad value, naming every bad setting", () => {
    expect(() =>
      readSettings({
        SITE_URL: "meu-dominio",
        GA_ID: "UA-123",
        AMAZON_ASSOCIATE_TAG: "x",
        PRECOMPRESSION: "rapido",
        ERROR_DRILL: "sim",
        PRIVACY_CONTROLLER_ID: "123.456.789-00",
        PRIVACY_CONTACT: "ninguem",
        SOURCE_DATE_EPOCH: "ontem",
      }),
    ).toThrow(
      /SITE_URL: deve ser um endereço[\s\S]*GA_ID: deve ser um ID do GA4[\s\S]*AMAZON_ASSOCIATE_TAG: deve ser um ID de associado[\s\S]*PRIVACY_CONTROLLER_ID: deve ser um CNPJ ou CPF válido[\s\S]*PRIVACY_CONTACT: deve ser um e-mail[\s\S]*PRECOMPRESSION: deve ser "max" ou "fast"[\s\S]*ERROR_DRILL: deve ser "0" ou "1"[\s\S]*SOURCE_DATE_EPOCH: deve ser um número/,
    );
  });

  it("still reads the old names, with a deprecation notice, the new name winning", () => {
    expect(readSettings({ VITE_GA_ID: "G-ANTIGO1234", SITE_OPERATOR: "Fulano de Tal" })).toMatchObject({
      GA_ID: "G-ANTIGO1234",
      PRIVACY_CONTROLLER_NAME: "Fulano de Tal",
    });
    expect(readSettings({ VITE_GA_ID: "G-ANTIGO1234", GA_ID: "G-NOVO12345" }).GA_ID).toBe("G-NOVO12345");
    expect(renameDeprecated({ VITE_GA_ID: "G-ANTIGO1234" }).notices).toEqual([
      "VITE_GA_ID está obsoleto: use GA_ID (o valor de VITE_GA_ID vale enquanto GA_ID não for definido).",
    ]);
    expect(renameDeprecated({ GA_ID: "G-NOVO12345" }).notices).toEqual([]);
  });
});

describe("settings files", () => {
  it("reads .env, then .env.local, then the environment, which wins", () => {
    const dir = mkdtempSync(join(tmpdir(), "settings-"));
    writeFileSync(
      join(dir, ".env"),
      "# comentário\nSITE_URL=https://do-env.com.br\nGA_ID=G-DOENV12345\nAMAZON_ASSOCIATE_TAG=doenv-20\n",
    );
    writeFileSync(join(dir, ".env.local"), 'GA_ID="G-DOLOCAL123"\nPRIVACY_CONTACT=a@b.com.br\n');
    const env = loadEnv(dir, { AMAZON_ASSOCIATE_TAG: "doprocesso-21" });
    expect(readSettings(env)).toMatchObject({
      SITE_URL: "https://do-env.com.br",
      GA_ID: "G-DOLOCAL123",
      AMAZON_ASSOCIATE_TAG: "doprocesso-21",
      PRIVACY_CONTACT: "a@b.com.br",
    });
  });

  it("works with no file at all", () => {
    const dir = mkdtempSync(join(tmpdir(), "settings-"));
    expect(loadEnv(dir, { GA_ID: "G-SOPROCESS1" })).toEqual({ GA_ID: "G-SOPROCESS1" });
  });
});

describe("publishing", () => {
  it("builds a local site without settings, with a warning saying what to set", () => {
    const { errors, warnings } = publishingProblems(readSettings({}));
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("Build local");
    expect(warnings[0]).toContain("defina SITE_URL");
    expect(warnings[0]).toContain("PRIVACY_CONTROLLER_NAME, PRIVACY_CONTROLLER_ID, PRIVACY_CONTACT");
  });

  it("stops a build for a public address that names no privacy controller, naming each missing setting", () => {
    const settings = readSettings({ SITE_URL: "https://meu-dominio.com.br", PRIVACY_CONTACT: "a@b.com.br" });
    expect(publishingProblems(settings).errors).toEqual([
      "PRIVACY_CONTROLLER_NAME: obrigatório para publicar em https://meu-dominio.com.br (a página de privacidade nomeia o controlador)",
      "PRIVACY_CONTROLLER_ID: obrigatório para publicar em https://meu-dominio.com.br (a página de privacidade nomeia o controlador)",
    ]);
  });

  it("lets a configured public build through without a word", () => {
    expect(publishingProblems(readSettings({ SITE_URL: "https://meu-dominio.com.br", ...CONTROLLER }))).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it("compresses a public build at the maximum level even when asked for fast, and says so", () => {
    const settings = readSettings({ SITE_URL: "https://meu-dominio.com.br", ...CONTROLLER, PRECOMPRESSION: "fast" });
    expect(effectivePrecompression(settings)).toBe("max");
    expect(publishingProblems(settings)).toEqual({
      errors: [],
      warnings: [
        'PRECOMPRESSION "fast" vale só para a prévia local: o build para https://meu-dominio.com.br comprime no nível máximo.',
      ],
    });
    expect(effectivePrecompression(readSettings({ PRECOMPRESSION: "fast" }))).toBe("fast");
    expect(effectivePrecompression(readSettings({}))).toBe("max");
  });

  it.each([
    ["http://localhost:4173", true],
    ["http://127.0.0.1:8080", true],
    ["http://[::1]:4173", true],
    ["http://site.localhost", true],
    ["https://meu-dominio.com.br", false],
    ["https://localhost.com.br", false],
  ])("%s is local: %s", (origin, local) => {
    expect(isLocalOrigin(origin)).toBe(local);
  });
});

describe("brazilYear", () => {
  it("is the year in Brasília: 1 January 02:00 UTC is still 31 December there", () => {
    expect(brazilYear(new Date("2027-01-01T02:00:00Z"))).toBe(2026);
    expect(brazilYear(new Date("2027-01-01T03:00:00Z"))).toBe(2027);
  });
});

describe("compileTimeConstants", () => {
  it("gives the pages the build's date, year, origin and controller", () => {
    const constants = compileTimeConstants(
      readSettings({ SOURCE_DATE_EPOCH: "1795000000", SITE_URL: "https://meu-dominio.com.br", ...CONTROLLER }),
    );
    expect(constants).toEqual({
      __BUILD_YEAR__: "2026",
      __BUILD_DATE__: '"2026-11-18T11:06:40.000Z"',
      __SITE_URL__: '"https://meu-dominio.com.br"',
      __GA_ID__: '""',
      __AMAZON_TAG__: '""',
      __PRIVACY_CONTROLLER__: JSON.stringify({
        name: "Maria Teste da Silva",
        id: "123.456.789-09",
        contact: "privacidade@example.com",
      }),
    });
  });
});
