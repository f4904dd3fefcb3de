import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { RETIRED_PHRASES, readableHtml, retiredPhrasesIn } from "./retired-phrases.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** Every file under `dir` whose name ends with one of `extensions`, test files left out. */
function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && entry.name !== "retired-phrases.ts")
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("retiredPhrasesIn", () => {
  it("finds each retired phrase in the text that carried it", () => {
    const texts = [
      "Consumo medido pelo Inmetro (PBE Veicular 2020 a 2026).",
      "cada versão flex que o Inmetro mediu nas tabelas",
      "a troca deve ser feita no máximo uma vez por ano ou a cada 15 mil km",
      "É uma média, e conservadora.",
      "Desde a Portaria Inmetro nº 169, de 2023, os valores de consumo são ajustados para refletir o uso no dia a dia.",
      "O site é mantido por Equipe Etanol ou Gasolina?. Para qualquer pedido",
      'placeholder="Escolha antes o estado"',
    ];
    expect(texts.map((text) => retiredPhrasesIn(text))).toEqual(RETIRED_PHRASES.map(({ phrase }) => [phrase]));
  });

  it("lets true and unrelated text through", () => {
    for (const text of [
      "Se você mediu o consumo do seu carro, digite-o abaixo.",
      "consumo declarado pelas montadoras e publicado pelo Inmetro",
      "pelo menos uma vez por ano",
      "Etanol ou Gasolina? (regra dos 70%)",
      "const mean = prices.ethanol?.mean ?? null; f?.(); list?.[0]; this?.#x",
    ]) {
      expect(retiredPhrasesIn(text), text).toEqual([]);
    }
  });

  it("reads a page as a reader does: scripts and styles out, JSON-LD in", () => {
    const html =
      '<p>Olá</p><script>a?. b</script><style>x{}</style><script type="application/ld+json">{"name":"conservadora"}</script>';
    expect(readableHtml(html)).toBe('<p>Olá</p><script type="application/ld+json">{"name":"conservadora"}</script>');
  });
});

describe("the sources carry no retired phrase", () => {
  const files = [
    ...sourceFiles(join(ROOT, "src"), [".md", ".json", ".astro", ".ts", ".tsx"]),
    join(ROOT, "site.config.ts"),
  ];

  it("reads the content, pages and components", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))("%s", (_, file) => {
    expect(retiredPhrasesIn(readFileSync(file, "utf8"))).toEqual([]);
  });
});
