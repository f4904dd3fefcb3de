import { describe, expect, it } from "vitest";
import { isCpfOrCnpj } from "./cpf-cnpj.ts";

describe("isCpfOrCnpj", () => {
  it.each([
    ["123.456.789-09", true],
    ["12345678909", true],
    ["529.982.247-25", true],
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    // The alphanumeric CNPJ (IN RFB 2.229/2024), the Receita Federal's own example.
    ["12.ABC.345/01DE-35", true],
    ["123.456.789-00", false],
    ["111.111.111-11", false],
    ["11.222.333/0001-80", false],
    ["1234567890", false],
    ["", false],
  ])("%s → %s", (text, valid) => {
    expect(isCpfOrCnpj(text)).toBe(valid);
  });
});
