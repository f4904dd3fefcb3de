import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";
import frontmatterSize from "./eslint/frontmatter-size.js";

/**
 * The layers and who may import whom (CONTRIBUTING.md, "Where does X go"
 * describes them once). A folder says when its code runs:
 * - pipelines/: build-time Node over the official files; integrations/: Astro
 *   integrations, the registration of client directives (whose code is
 *   browser code, in src/browser/directives/) and the build's post-steps.
 * - src/pages and src/layouts compose features; src/islands holds every
 *   hydrated entry (a page's `client:*` component) and may compose several
 *   features.
 * - src/browser holds the browser code several layers share (storage that
 *   never throws, values remembered on the device, stores for React, the
 *   later stylesheet's loader, idle callbacks, the toast); it imports only
 *   itself, components and lib. Its entries/ and directives/ folders
 *   (browser-entry) are the scripts pages run (the boot script, the embed's
 *   script) and the client directives: they may compose features.
 * - A feature's root holds logic that runs anywhere; its island/ folder the
 *   code that runs in the browser (hydrated components, hooks, stores, page
 *   scripts); its build/ folder what runs only while prerendering
 *   (prerender-only components, page helpers, feeds, share cards). Island
 *   code never imports build code; the root imports neither. A feature never
 *   imports another feature.
 * - components, content, data and lib never import a feature; lib imports
 *   only lib; pipelines may use data and lib, never the site's features, and
 *   the site never imports a pipeline.
 * - src/data holds one reader per dataset with its schema, split by runtime
 *   as the features are. Its root (data) runs anywhere: the schemas every
 *   reader shares (dataset.ts, zod.ts) and the readers that import their
 *   committed file lazily, which pages call at build time and islands in the
 *   browser; it imports only data and lib. src/data/build (data-build) holds
 *   the readers that run only at build time (node:fs, JSON imported
 *   eagerly): pages, build/ folders, pipelines, integrations and test support
 *   use them; islands and a feature's root and island/ folder may import
 *   their types only. src/data/browser (data-browser) holds the readers that
 *   fetch a file the site serves, which only the browser can: islands and
 *   island/ folders use them, a feature's root and the pages that write
 *   those files may import their types only.
 * - src/lib holds code that runs anywhere (Node at build time and the
 *   browser), never browser-only code.
 * - src/testing holds test support: only tests (and the error drill's page,
 *   injected in the e2e builds alone) import it.
 * eslint.config.test.ts proves that a violation fails.
 */
export const ELEMENTS = [
  { type: "testing", pattern: "src/testing" },
  { type: "pipelines", pattern: "pipelines/**" },
  { type: "integrations", pattern: "integrations/**" },
  { type: "pages", pattern: "src/pages/**" },
  { type: "layouts", pattern: "src/layouts/**" },
  { type: "islands", pattern: "src/islands/**" },
  // Before browser: a file of these folders is an entry, not a shared module.
  { type: "browser-entry", pattern: "src/browser/entries" },
  { type: "browser-entry", pattern: "src/browser/directives" },
  { type: "browser", pattern: "src/browser/**" },
  { type: "feature-island", pattern: "src/features/*/island", capture: ["feature"] },
  { type: "feature-build", pattern: "src/features/*/build", capture: ["feature"] },
  { type: "feature", pattern: "src/features/*", capture: ["feature"] },
  { type: "components", pattern: "src/components/**" },
  { type: "content", pattern: "src/content/**" },
  // Before data: a file of src/data/build/ or src/data/browser/ is of that element, not of data.
  { type: "data-build", pattern: "src/data/build" },
  { type: "data-browser", pattern: "src/data/browser" },
  { type: "data", pattern: "src/data/**" },
  { type: "lib", pattern: "src/lib/**" },
];

/** Every kind of feature module. */
const FEATURE = ["feature", "feature-island", "feature-build"];
/** The data modules the build may run: those that run anywhere (data), and the build-time readers (data-build). */
const DATA = ["data", "data-build"];
/** The data modules the browser may run: those that run anywhere (data), and the readers that fetch (data-browser). */
const BROWSER_DATA = ["data", "data-browser"];
/** Every browser module: the shared ones (browser) and the entries (browser-entry). */
const BROWSER = ["browser", "browser-entry"];

const OUTSIDE_FOLDER =
  'Name a file outside this folder by its subpath import (#lib/…, #features/…, #data/…; package.json "imports").';

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
/** `from` (a type or several) may import types, and only types (`import type`), from `to`: they vanish from the built code. */
const mayTypes = (from, to) => ({
  from: { element: { types: { anyOf: [from].flat() } } },
  allow: { to: { element: { types: { anyOf: to } } }, dependency: { kind: "type" } },
});
/** `from` may import the modules of its own feature of the kinds `to`. */
const sameFeature = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to }, captured: { feature: "{{ from.captured.feature }}" } } } },
});

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  // The pages, layouts and components written in Astro: its parser (with TypeScript's for the frontmatter and the
  // scripts), its recommended rules, and below the same import style and boundaries as every other file.
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  {
    // TypeScript (astro check) knows the globals of src/env.d.ts, as in .ts files.
    files: ["**/*.astro"],
    rules: { "no-undef": "off" },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // One import style everywhere: imports sorted (Node's built-ins, packages, then the project's files, each group
    // alphabetised), and a relative import always names its file's extension, as Node requires when it runs the
    // pipelines' TypeScript itself (`node pipelines/anp/run.ts`).
    files: ["**/*.{ts,tsx,mjs,js,astro}"],
    plugins: { "import-x": importX },
    // The TypeScript resolver reads package.json "imports" (#lib/*, #features/*, …), which Node's does not.
    settings: {
      "import-x/resolver": { typescript: true, node: { extensions: [".ts", ".tsx", ".mjs", ".js", ".astro"] } },
    },
    rules: {
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", ["internal", "parent", "sibling", "index"]],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import-x/extensions": ["error", "always", { ignorePackages: true, checkTypeImports: true }],
      // One spelling per module: a file outside the importing file's folder is named by its subpath import
      // (package.json "imports"), which says its layer; only a file of the same folder, or below it, is named by
      // `./`. ESLint's rules for this have no autofix that reads package.json "imports".
      "no-restricted-imports": ["error", { patterns: [{ group: ["../*"], message: OUTSIDE_FOLDER }] }],
      "no-restricted-syntax": [
        "error",
        { selector: "ImportExpression > Literal[value=/^\\.\\.\\//]", message: OUTSIDE_FOLDER },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx,astro}", "pipelines/**/*.ts", "integrations/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "import/resolver": { typescript: true, node: { extensions: [".ts", ".tsx", ".js", ".json", ".astro"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            may("testing", [
              "testing",
              "layouts",
              "islands",
              ...FEATURE,
              "components",
              "content",
              ...DATA,
              ...BROWSER_DATA,
              "lib",
              "browser",
            ]),
            may("pipelines", ["pipelines", ...DATA, "lib"]),
            // The post-build steps read the offline feature's cache names, bundle the page scripts the build inlines
            // and give the toast's modules their fixed addresses; the client directive's registration names the
            // options of the directive, which is browser code; the icon sprite's step draws the icons the components name.
            may("integrations", ["integrations", ...FEATURE, "components", ...DATA, "lib", "browser"]),
            mayTypes("integrations", ["browser-entry"]),
            may("pages", ["layouts", "islands", ...FEATURE, "components", "content", ...DATA, "lib"]),
            // A page that writes a file the browser fetches names its schema's types.
            mayTypes("pages", ["data-browser"]),
            // A hydrated entry composes features that must not know each other (the calculator, ANP prices, Inmetro cars).
            may("islands", ["feature", "feature-island", "components", "content", ...BROWSER_DATA, "lib", "browser"]),
            may("layouts", [...BROWSER, ...FEATURE, "components", "content", "lib"]),
            may("browser-entry", ["feature", "feature-island", "components", ...BROWSER, "lib"]),
            may("browser", ["browser", "components", "lib"]),
            sameFeature("feature", ["feature"]),
            sameFeature("feature-island", ["feature", "feature-island"]),
            sameFeature("feature-build", ["feature", "feature-island", "feature-build"]),
            may("feature", ["components", "content", "data", "lib"]),
            may("feature-island", ["components", "content", ...BROWSER_DATA, "lib", "browser"]),
            may("feature-build", ["components", "content", ...DATA, "lib"]),
            // Code that runs in the browser, or anywhere, may name the build-time readers' types, never run them;
            // code that runs anywhere may name the fetching readers' types.
            mayTypes(["islands", "feature", "feature-island"], ["data-build"]),
            mayTypes("feature", ["data-browser"]),
            may("components", ["components", "content", "lib", "browser"]),
            may("content", ["content", "components", "lib"]),
            may("data-build", [...DATA, "lib"]),
            may("data-browser", [...BROWSER_DATA, "lib"]),
            may("data", ["data", "lib"]),
            may("lib", ["lib"]),
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Functions small enough to read: none over 60 lines, blank lines and comments aside. A component that grows
    // past it becomes a shell of parts and hooks. Tests and their support are exempt: a describe() holds its cases.
    files: ["**/*.{ts,tsx,mjs,js,astro}"],
    ignores: ["**/*.test.{ts,tsx}", "e2e/**", "src/testing/**"],
    rules: { "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The same 60 lines for an Astro file's frontmatter, its top-level script, which no function rule reaches: a
    // page's data gathering moves into a tested features/<f>/build/<name>-page.ts module.
    files: ["**/*.astro"],
    ignores: ["src/testing/**"],
    plugins: { local: { rules: { "frontmatter-size": frontmatterSize } } },
    rules: { "local/frontmatter-size": ["error", { max: 60 }] },
  },
  {
    // Tests assert on values they have just checked exist.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // A test may reach any layer it checks, and the test support of src/testing/, which shipped code never imports.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "boundaries/dependencies": "off" },
  },
  {
    files: ["src/**/*.test.{ts,tsx}"],
    ...testingLibrary.configs["flat/react"],
  },
);
