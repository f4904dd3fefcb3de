import { existsSync, globSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "./eslint.config.js";

/** Lints `code` as if it were the file at `filePath` (which need not exist), with the project's config. */
async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: import.meta.dirname }).lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the lint config enforces the boundaries between layers", () => {
  it("refuses a feature importing another feature", async () => {
    const messages = await lint(
      'import { NEWS_KEY } from "#features/news/dom-contract.ts";\nexport const key = NEWS_KEY;\n',
      "src/features/calculator/cross.ts",
    );
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="news"/)]);
  });

  it("refuses lib importing a feature", async () => {
    const messages = await lint(
      'import { savingsMessage } from "#features/calculator/messages.ts";\nexport const m = savingsMessage;\n',
      "src/lib/up.ts",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"lib" to elements of type "feature"/),
    ]);
  });

  it("keeps src/lib pure: lib and a feature's root never import the browser code of src/browser/", async () => {
    const store =
      'import { createStoredValue } from "#browser/stored-value.ts";\nexport const c = createStoredValue;\n';
    expect(await lint(store, "src/lib/pure.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"lib" to elements of type "browser"/),
    ]);
    expect(await lint(store, "src/features/cars/pure.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature".* to elements of type "browser"/),
    ]);
    for (const file of ["src/features/cars/island/ok.ts", "src/features/cars/browser/ok.ts", "src/components/ok.ts"]) {
      expect(await lint(store, file), file).toEqual([]);
    }
    expect(
      await lint('import { parseJson } from "#lib/parse-json.ts";\nexport const p = parseJson;\n', "src/browser/ok.ts"),
    ).toEqual([]);
  });

  it("lets the browser's entries compose features, and keeps its shared modules out of them", async () => {
    const feature =
      'import { initConsentBanner } from "#features/consent/browser/consent-banner.ts";\nexport const i = initConsentBanner;\n';
    expect(await lint(feature, "src/browser/entries/ok.ts")).toEqual([]);
    expect(await lint(feature, "src/browser/directives/ok.ts")).toEqual([]);
    expect(await lint(feature, "src/browser/toast/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"browser" to elements of type "feature-browser"/),
    ]);
  });

  it("keeps the fetching readers of src/data/browser/ in browser code; code that runs anywhere names their types", async () => {
    const run = 'import { loadCarLimits } from "#data/browser/car-limits.ts";\nexport const l = loadCarLimits;\n';
    const types = 'import type { CarLimitsJson } from "#data/browser/car-limits.ts";\nexport type C = CarLimitsJson;\n';
    for (const file of ["src/features/cars/island/ok.ts", "src/features/cars/browser/ok.ts"]) {
      expect(await lint(run, file), file).toEqual([]);
    }
    expect(await lint(run, "src/features/cars/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature".* to elements of type "data-browser"/),
    ]);
    expect(await lint(run, "src/data/build/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"data-build" to elements of type "data-browser"/),
    ]);
    expect(await lint(types, "src/features/cars/ok.ts")).toEqual([]);
  });

  it("refuses a pipeline importing the site's features, and the site importing a pipeline", async () => {
    expect(
      await lint(
        'import { citiesOfState } from "#features/prices/anp-data.ts";\nexport const c = citiesOfState;\n',
        "pipelines/anp/up.ts",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"pipelines" to elements of type "feature"/)]);
    expect(
      await lint(
        'import { parseEdition } from "#pipelines/pbev/parse.ts";\nexport const p = parseEdition;\n',
        "src/features/cars/down.ts",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"feature".* to elements of type "pipelines"/)]);
  });

  it("lets a pipeline use the dataset readers' types and lib, and data only lib", async () => {
    expect(
      await lint(
        'import type { WeeklyPrices } from "#data/build/weekly.ts";\nimport { STATES } from "#lib/states.ts";\nexport const s: WeeklyPrices | typeof STATES = STATES;\n',
        "pipelines/anp/ok.ts",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'import { citiesOfState } from "#features/prices/anp-data.ts";\nexport const c = citiesOfState;\n',
        "src/data/up.ts",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"data" to elements of type "feature"/)]);
  });

  it("keeps the build-time data readers out of browser code: an island may name their types, never run them", async () => {
    const run = 'import { WEEKLY } from "#data/build/weekly.ts";\nexport const w = WEEKLY;\n';
    const types = 'import type { WeeklyPrices } from "#data/build/weekly.ts";\nexport type W = WeeklyPrices;\n';
    expect(await lint(run, "src/features/prices/browser/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature-browser".* to elements of type "data-build"/),
    ]);
    expect(await lint(run, "src/features/prices/island/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature-island".* to elements of type "data-build"/),
    ]);
    expect(await lint(run, "src/features/prices/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature".* to elements of type "data-build"/),
    ]);
    expect(await lint(types, "src/browser/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"browser" to elements of type "data-build"/),
    ]);
    expect(await lint(types, "src/data/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"data" to elements of type "data-build"/),
    ]);
    for (const file of [
      "src/features/prices/browser/ok.ts",
      "src/features/prices/island/ok.ts",
      "src/features/prices/ok.ts",
    ]) {
      expect(await lint(types, file), file).toEqual([]);
    }
    for (const file of [
      "src/pages/ok.ts",
      "src/features/prices/build/ok.ts",
      "pipelines/anp/ok.ts",
      "integrations/ok.ts",
    ]) {
      expect(await lint(run, file), file).toEqual([]);
    }
    // The loaders islands call are another element: src/data itself.
    expect(
      await lint(
        'import { loadCars } from "#data/cars.ts";\nexport const l = loadCars;\n',
        "src/features/cars/island/ok.ts",
      ),
    ).toEqual([]);
  });

  it("allows a feature its own modules, the shared layers, and a page any feature", async () => {
    expect(
      await lint(
        'import { formatBRL } from "#lib/format.ts";\nimport { NewsCard } from "./NewsCard.tsx";\nexport const x = [NewsCard, formatBRL];\n',
        "src/features/news/island/ok.ts",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'import { NewsSection } from "#features/news/island/NewsSection.tsx";\nexport const n = NewsSection;\n',
        "src/pages/ok.ts",
      ),
    ).toEqual([]);
  });

  it("refuses island code importing build code, and a feature's root importing either", async () => {
    expect(
      await lint(
        'import { ANP_NAME } from "#features/prices/build/price-pages.ts";\nexport const p = ANP_NAME;\n',
        "src/features/prices/island/leak.ts",
      ),
    ).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature-island".* to elements of type "feature-build"/),
    ]);
    expect(
      await lint(
        'import { LogbookSummary } from "./island/LogbookSummary.tsx";\nexport const l = LogbookSummary;\n',
        "src/features/logbook/pure.ts",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"feature".* to elements of type "feature-island"/)]);
  });

  it("lets integrations import the client directive's types, never its browser code", async () => {
    const from = '"#browser/directives/interaction.ts"';
    expect(
      await lint(
        `import type { InteractionOptions } from ${from};\nexport const o: InteractionOptions = {};\n`,
        "integrations/ok.ts",
      ),
    ).toEqual([]);
    expect(
      await lint(`import interaction from ${from};\nexport const d = interaction;\n`, "integrations/leak.ts"),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"integrations" to elements of type "browser"/)]);
  });

  it("lets build code and pages render island/ code, never import browser/ code", async () => {
    const island =
      'import { StationCard } from "#features/stations/island/StationCard.tsx";\nexport const c = StationCard;\n';
    const browser =
      'import { loadFollows } from "#features/stations/browser/follow-store.ts";\nexport const l = loadFollows;\n';
    const shared = 'import { getLocalStorage } from "#browser/safe-storage.ts";\nexport const s = getLocalStorage;\n';
    for (const file of ["src/features/stations/build/ok.ts", "src/pages/ok.ts", "integrations/ok.ts"]) {
      expect(await lint(island, file), file).toEqual([]);
    }
    for (const [file, type] of [
      ["src/features/stations/build/leak.ts", "feature-build"],
      ["src/pages/leak.ts", "pages"],
      ["integrations/leak.ts", "integrations"],
    ]) {
      expect(await lint(browser, file!), file).toEqual([
        expect.stringMatching(
          new RegExp(`^boundaries/dependencies: .*"${type}".* to elements of type "feature-browser"`),
        ),
      ]);
      expect(await lint(shared, file!), file).toEqual([
        expect.stringMatching(new RegExp(`^boundaries/dependencies: .*"${type}".* to elements of type "browser"`)),
      ]);
    }
    const astro = (frontmatter: string, script: string) =>
      `---\n${frontmatter}\n---\n<p>{String(x)}</p>\n<script>\n${script}\n</script>\n`;
    const load = 'import { loadFollows } from "#features/stations/browser/follow-store.ts";';
    expect(await lint(astro(`${load}\nconst x = loadFollows;`, ""), "src/pages/leak.astro")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"pages" to elements of type "feature-browser"/),
    ]);
    expect(await lint(astro(`${load}\nconst x = loadFollows;`, ""), "src/layouts/Leak.astro")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"pages" to elements of type "feature-browser"/),
    ]);
    // A page's <script> is browser code, and so is a module it writes inline.
    const inline =
      'import code from "#features/calculator/browser/before-hydration.ts?inline-script";\nconst x = code;';
    expect(await lint(astro(inline, `${load}\nvoid loadFollows();`), "src/pages/ok.astro")).toEqual([]);
    expect(
      await lint(
        astro("const x = 1;", 'import { WEEKLY } from "#data/build/weekly.ts";\nconsole.log(WEEKLY);'),
        "src/pages/leak.astro",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"pages" to elements of type "data-build"/)]);
  });

  it("refuses island/ and browser/ code importing build/ code", async () => {
    const build =
      'import { StationList } from "#features/stations/build/StationList.tsx";\nexport const s = StationList;\n';
    for (const [file, type] of [
      ["src/features/stations/island/leak.ts", "feature-island"],
      ["src/features/stations/browser/leak.ts", "feature-browser"],
    ]) {
      expect(await lint(build, file!), file).toEqual([
        expect.stringMatching(
          new RegExp(`^boundaries/dependencies: .*"${type}".* to elements of type "feature-build"`),
        ),
      ]);
    }
    expect(await lint(build, "src/browser/entries/leak.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"browser" to elements of type "feature-build"/),
    ]);
  });

  it("lets a hydrated entry (*Island.tsx) compose features, and no other island module", async () => {
    const cars =
      'import { carChoiceStore } from "#features/cars/browser/car-choice-store.ts";\nimport { CarPicker } from "#features/cars/island/CarPicker.tsx";\nexport const c = [carChoiceStore, CarPicker];\n';
    expect(await lint(cars, "src/features/calculator/island/CalculatorIsland.tsx")).toEqual([]);
    expect(await lint(cars, "src/features/calculator/island/Calculator.tsx")).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: .*"feature-island".* to elements of type "feature-browser".*"cars"/,
      ),
      expect.stringMatching(
        /^boundaries\/dependencies: .*"feature-island".* to elements of type "feature-island".*"cars"/,
      ),
    ]);
    expect(await lint(cars, "src/features/calculator/browser/CalculatorIsland.tsx")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: /),
      expect.stringMatching(/^boundaries\/dependencies: /),
    ]);
  });

  it("names the browser's globals only in island/ and browser/ code, a page's <script> and tests", async () => {
    const uses = ["document.title", "window.innerHeight", 'localStorage.getItem("k")', "navigator.onLine"];
    for (const use of uses) {
      const code = `export const read = () => ${use};\n`;
      for (const file of [
        "src/features/prices/build/leak.ts",
        "src/features/prices/leak.ts",
        "src/components/ui/Leak.tsx",
        "src/lib/leak.ts",
        "src/data/leak.ts",
        "integrations/leak.ts",
        "pipelines/anp/leak.ts",
      ]) {
        expect(await lint(code, file), `${use} in ${file}`).toEqual([
          expect.stringMatching(/^no-restricted-globals: .* exists only in the browser/),
        ]);
      }
      for (const file of [
        "src/features/prices/island/ok.ts",
        "src/features/prices/browser/ok.ts",
        "src/browser/ok.ts",
        "src/data/browser/ok.ts",
        "src/features/prices/leak.test.ts",
      ]) {
        expect(await lint(code, file), `${use} in ${file}`).toEqual([]);
      }
    }
    expect(await lint("---\nconst t = document.title;\n---\n<p>{t}</p>\n", "src/pages/leak.astro")).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*document exists only in the browser/),
    ]);
    expect(await lint("<p>a</p>\n<script>\nconsole.log(document.title);\n</script>\n", "src/pages/ok.astro")).toEqual(
      [],
    );
  });

  it("refuses shipped code importing test support; a test may", async () => {
    const code = 'import { fillUp } from "#testing/test-fill-ups.ts";\nexport const f = fillUp;\n';
    expect(await lint(code, "src/features/logbook/shipped.ts")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*to elements of type "testing"/),
    ]);
    expect(await lint(code, "src/features/logbook/shipped.test.ts")).toEqual([]);
  });

  it("reaches .astro files: a page importing test support, a layout importing a pipeline", async () => {
    expect(
      await lint(
        '---\nimport { fillUp } from "#testing/test-fill-ups.ts";\n---\n<p>{String(fillUp)}</p>\n',
        "src/pages/leak.astro",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"pages" to elements of type "testing"/)]);
    expect(
      await lint(
        '---\nimport { parseEdition } from "#pipelines/pbev/parse.ts";\n---\n<p>{String(parseEdition)}</p>\n',
        "src/layouts/Leak.astro",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"pages" to elements of type "pipelines"/)]);
  });

  it("holds the import style in .astro files, and lets a page use a layout and lib", async () => {
    const page = (imports: string[]) =>
      `---\n${imports.join("\n")}\n---\n<SiteLayout title="t" description="d">{formatBRL(1)}</SiteLayout>\n`;
    const layout = 'import SiteLayout from "#layouts/SiteLayout.astro";';
    const format = 'import { formatBRL } from "#lib/format.ts";';
    expect(await lint(page([layout, format]), "src/pages/ok.astro")).toEqual([]);
    expect(await lint(page([format, layout]), "src/pages/ok.astro")).toEqual([
      expect.stringMatching(/^import-x\/order: /),
    ]);
    expect(await lint(page([layout, format.replace(".ts", "")]), "src/pages/ok.astro")).toEqual([
      expect.stringMatching(/^import-x\/extensions: /),
    ]);
  });

  it("holds one import style: sorted, and a relative import names its file's extension", async () => {
    expect(
      await lint('import { formatBRL } from "#lib/format";\nexport const f = formatBRL;\n', "src/features/style.ts"),
    ).toEqual([expect.stringMatching(/^import-x\/extensions: /)]);
    expect(
      await lint(
        'import { STATES } from "#lib/states.ts";\nimport { formatBRL } from "#lib/format.ts";\nexport const f = [formatBRL, STATES];\n',
        "src/features/news/style.ts",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/order: /)]);
  });

  it("names a file outside its folder by its subpath import: one spelling per module", async () => {
    const code = (from: string) => `import { formatBRL } from "${from}";\nexport const f = formatBRL;\n`;
    for (const from of ["../../lib/format.ts", "../format.ts"]) {
      expect(await lint(code(from), "src/lib/dates/climb.ts"), from).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*subpath import/),
      ]);
    }
    expect(await lint(code("#lib/format.ts"), "src/features/news/ok.ts")).toEqual([]);
    expect(await lint(code("./format.ts"), "src/lib/ok.ts")).toEqual([]);
    expect(await lint(code("./dates/format.ts"), "src/lib/ok.ts")).toEqual([]);
    const lazy = 'export const load = () => import("../format.ts");\n';
    expect(await lint(lazy, "src/lib/dates/climb.ts")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*subpath import/),
    ]);
  });

  it("refuses a shipped function over 60 lines, blank lines and comments aside; a test may hold more", async () => {
    /** A function of `statements` + 4 lines, with `padding` blank lines and as many comment lines among them. */
    const code = (statements: number, padding = 0) => {
      const body = Array.from({ length: statements }, (_, i) => `  total += ${i};`);
      for (let i = 0; i < padding; i++) body.splice(i * 3, 0, "", "  // a comment");
      return `export function long() {\n  let total = 0;\n${body.join("\n")}\n  return total;\n}\n`;
    };
    expect(await lint(code(56, 20), "src/features/news/long.ts")).toEqual([]);
    expect(await lint(code(57), "src/features/news/long.ts")).toEqual([
      expect.stringMatching(/^max-lines-per-function: .*\(61\).*60/),
    ]);
    expect(await lint(code(57), "pipelines/anp/long.ts")).toEqual([expect.stringMatching(/^max-lines-per-function: /)]);
    expect(await lint(code(57), "src/features/news/long.test.ts")).toEqual([]);
  });

  it("refuses an Astro frontmatter over 60 lines, blank lines and comments aside", async () => {
    /** A page whose frontmatter has `statements` lines of code, with `padding` blank and as many comment lines. */
    const page = (statements: number, padding = 0) => {
      const body = Array.from({ length: statements }, (_, i) => `const v${i} = ${i};`);
      for (let i = 0; i < padding; i++) body.splice(i * 3, 0, "", "// a comment");
      const sum = Array.from({ length: statements }, (_, i) => `v${i}`).join(" + ");
      return `---\n/**\n * A page.\n */\n${body.join("\n")}\n---\n<p>{${sum}}</p>\n`;
    };
    expect(await lint(page(60, 20), "src/pages/long.astro")).toEqual([]);
    expect(await lint(page(61), "src/pages/long.astro")).toEqual([
      expect.stringMatching(/^local\/frontmatter-size: .*\(61\).*60/),
    ]);
    expect(await lint(page(61), "src/components/Long.astro")).toEqual([
      expect.stringMatching(/^local\/frontmatter-size: /),
    ]);
    expect(await lint("<p>Sem frontmatter</p>\n", "src/components/Plain.astro")).toEqual([]);
  });
}, 60_000);

describe("CONTRIBUTING.md's import table and the lint's layers", () => {
  const contributing = readFileSync(new URL("CONTRIBUTING.md", import.meta.url), "utf8");
  const table = contributing.slice(contributing.indexOf("Who may import whom"), contributing.indexOf("\nSo: "));
  /** The folder each row is about, as its first cell names it: "src/features/<f>/island/". */
  const folders = [...table.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);
  /** The folder of a layer of eslint.config.js, as the table writes it: "src/features/*\/island" is "src/features/<f>/island/". */
  const folderOf = (pattern: string) => `${pattern.replace(/\/\*\*$/, "").replaceAll("*", "<f>")}/`;

  it("names only folders that exist", () => {
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const matches = folder.includes("<f>") ? globSync(folder.replaceAll("<f>", "*")) : [folder];
      expect(
        matches.some((path) => existsSync(path)),
        folder,
      ).toBe(true);
    }
  });

  it("has one row for each layer the lint knows, and none for another", () => {
    expect(folders.toSorted()).toEqual(ELEMENTS.map(({ pattern }) => folderOf(pattern)).toSorted());
  });
});
