import { describe, expect, it } from "vitest";
import { readSettings } from "./site.config";

describe("build settings", () => {
  it("has working defaults", () => {
    expect(readSettings({})).toEqual({
      SITE_URL: "https://www.etanolougasolina.com.br",
      VITE_GA_ID: undefined,
      AMAZON_ASSOCIATE_TAG: undefined,
      SITE_OPERATOR: "Equipe Etanol ou Gasolina?",
      PRIVACY_CONTACT: "privacidade@etanolougasolina.com.br",
      BUILD_DIR: "build",
      ERROR_DRILL: "0",
    });
  });

  it("normalises what it accepts", () => {
    const settings = readSettings({
      SITE_URL: "https://meu-dominio.com.br///",
      VITE_GA_ID: " G-TESTE12345 ",
      ERROR_DRILL: "1",
    });
    expect(settings.SITE_URL).toBe("https://meu-dominio.com.br");
    expect(settings.VITE_GA_ID).toBe("G-TESTE12345");
    expect(readSettings({ VITE_GA_ID: "" }).VITE_GA_ID).toBeUndefined();
  });

  it("stops the build on a bad value, naming every bad variable", () => {
    expect(() =>
      readSettings({ SITE_URL: "meu-dominio", VITE_GA_ID: "UA-123", AMAZON_ASSOCIATE_TAG: "x", ERROR_DRILL: "sim" }),
    ).toThrow(
      /SITE_URL: deve ser um endereço[\s\S]*VITE_GA_ID: deve ser um ID do GA4[\s\S]*AMAZON_ASSOCIATE_TAG: deve ser um ID de associado[\s\S]*ERROR_DRILL: deve ser "0" ou "1"/,
    );
  });
});
