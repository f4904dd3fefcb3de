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
 * describes them once, and docs/decisions/0017-three-words-for-where-code-runs.md
 * says why). Three folder names say where code runs, the same in every feature:
 * - build/: only at build time (prerender-only components, page helpers,
 *   feeds, share cards). Pages, layouts, pipelines and integrations run
 *   there too.
 * - island/: rendered at build time and hydrated in the browser (React
 *   components, and the hooks and helpers they import, whose module scope
 *   runs on both sides).
 * - browser/: only in the browser, never rendered at build (storage and the
 *   stores over it, workers, DOM scripts, a page's `<script>`, client
 *   directives, entries). src/browser/ holds what several features share,
 *   and the entries (entries/) and directives (directives/), which compose
 *   features. src/data/browser/ the readers that fetch a served file.
 * - Anything else runs anywhere: a feature's root (its rules, and the names
 *   its build and browser code share, dom-contract.ts), src/lib, src/data,
 *   components and content.
 * build/, pages and integrations may import island/, never browser/ (a
 * page's `<script>` and an `?inline-script` import are browser code); no
 * island/ or browser/ module imports build/. A feature never imports another
 * feature, except a hydrated entry that composes several (a file named
 * `*Island.tsx` in an island/ folder, placed by a page) and the entries and
 * directives of src/browser/. components, content, data and lib never import
 * a feature; lib imports only lib; pipelines use data and lib, and the site
 * never imports a pipeline; only tests (and the error drill's page, injected
 * in the e2e builds alone) import src/testing. src/data/build holds the
 * readers that run only at build time (node:fs, JSON imported eagerly),
 * whose types browser code may name; src/data/browser the readers that
 * fetch, whose types a feature's root and a page may name.
 * eslint.config.test.ts proves that a violation fails.
 */
export const ELEMENTS = [
  { type: "testing", pattern: "src/testing" },
  { type: "pipelines", pattern: "pipelines/**" },
  { type: "integrations", pattern: "integrations/**" },
  { type: "pages", pattern: "src/pages/**" },
  { type: "pages", pattern: "src/layouts/**" },
  { type: "browser", pattern: "src/browser/**" },
  { type: "feature-island", pattern: "src/features/*/island", capture: ["feature"] },
  { type: "feature-build", pattern: "src/features/*/build", capture: ["feature"] },
  { type: "feature-browser", pattern: "src/features/*/browser", capture: ["feature"] },
  { type: "feature", pattern: "src/features/*", capture: ["feature"] },
  { type: "components", pattern: "src/components/**" },
  { type: "content", pattern: "src/content/**" },
  // Before data: a file of src/data/build/ or src/data/browser/ is of that element, not of data.
  { type: "data-build", pattern: "src/data/build" },
  { type: "data-browser", pattern: "src/data/browser" },
  { type: "data", pattern: "src/data/**" },
  { type: "lib", pattern: "src/lib/**" },
];

/** The modules of a feature that run at build time: its root (which runs anywhere), island/ and build/. */
const FEATURE_AT_BUILD = ["feature", "feature-island", "feature-build"];
/** The modules of a feature that run in the browser: its root, island/ and browser/. */
const FEATURE_IN_BROWSER = ["feature", "feature-island", "feature-browser"];
/** Every kind of feature module. */
const FEATURE = [...FEATURE_AT_BUILD, "feature-browser"];
/** The data modules the build may run: those that run anywhere (data), and the build-time readers (data-build). */
const DATA = ["data", "data-build"];
/** The data modules the browser may run: those that run anywhere (data), and the readers that fetch (data-browser). */
const BROWSER_DATA = ["data", "data-browser"];
/** Browser-only modules: the shared ones and a feature's browser/ folder. */
const BROWSER = ["browser", "feature-browser"];
/** The files of src/browser that compose features: the scripts pages run, and the client directives. */
const BROWSER_ENTRIES = ["src/browser/entries/**", "src/browser/directives/**"];
/** A hydrated entry a page places, which may compose several features. */
const HYDRATED_ENTRY = "src/features/*/island/*Island.tsx";
/** A `<script>` of an .astro file, which ESLint's Astro processor lints as a file of its own inside it. */
const PAGE_SCRIPT = "src/**/*.astro/*.ts";
/** An import of a browser module's bundled code as a string (integrations/inline-scripts.ts), written in a page. */
const INLINE_SCRIPT = "**/*.ts?inline-script";

const OUTSIDE_FOLDER =
  'Name a file outside this folder by its subpath import (#lib/…, #features/…, #data/…; package.json "imports").';

/** The globals only code that runs in the browser may name. */
const BROWSER_GLOBALS = ["document", "window", "localStorage", "navigator"];
/** Where those globals may be named: browser/ and island/ folders, a page's `<script>`, tests, end-to-end code and the benches. */
const BROWSER_CODE = [
  "src/browser/**",
  "src/features/*/browser/**",
  "src/features/*/island/**",
  "src/data/browser/**",
  PAGE_SCRIPT,
  "**/*.test.{ts,tsx}",
  "src/testing/**",
  "e2e/**",
  "bench/**",
];

/** `from` (a type or several, optionally only its files matching `path`) may import elements of the types `to`. */
const may = (from, to, path) => ({
  from: { element: { types: { anyOf: [from].flat() } }, ...(path && { file: { path } }) },
  allow: { to: { element: { types: { anyOf: to } } } },
});
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
    languageOptions: { globals: globals.node },
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
              "pages",
              ...FEATURE,
              "components",
              "content",
              ...DATA,
              ...BROWSER_DATA,
              "lib",
              "browser",
            ]),
            may("pipelines", ["pipelines", ...DATA, "lib"]),
            // The post-build steps read the names a feature's build and browser code share, render the map and the
            // share cards, and give the lazy scripts their fixed addresses; the client directive's registration names
            // the options of the directive, which is browser code.
            may("integrations", ["integrations", ...FEATURE_AT_BUILD, "components", ...DATA, "lib"]),
            mayTypes("integrations", BROWSER),
            // A page or layout renders at build time: islands and build code, never browser code. A page that writes
            // a file the browser fetches names its schema's types.
            may("pages", ["pages", ...FEATURE_AT_BUILD, "components", "content", ...DATA, "lib"], `!${PAGE_SCRIPT}`),
            mayTypes("pages", ["data-browser"]),
            // Its `<script>` is browser code; an `?inline-script` import is a browser module's bundled code, as text.
            may("pages", [...BROWSER, "lib"], PAGE_SCRIPT),
            {
              from: { element: { type: "pages" } },
              allow: { to: { element: { types: { anyOf: BROWSER } } }, dependency: { source: INLINE_SCRIPT } },
            },
            may("browser", ["browser", "components", "lib"]),
            // The site's script, the embed's script and the client directives compose features.
            may("browser", [...FEATURE_IN_BROWSER, "feature-browser"], BROWSER_ENTRIES),
            sameFeature("feature", ["feature"]),
            sameFeature("feature-island", FEATURE_IN_BROWSER),
            sameFeature("feature-browser", FEATURE_IN_BROWSER),
            sameFeature("feature-build", FEATURE_AT_BUILD),
            // A hydrated entry composes features that must not know each other (the calculator, ANP prices, Inmetro
            // cars, the stations and the log).
            may("feature-island", FEATURE_IN_BROWSER, HYDRATED_ENTRY),
            may("feature", ["components", "content", "data", "lib"]),
            may(["feature-island", "feature-browser"], ["components", "content", ...BROWSER_DATA, "lib", "browser"]),
            may("feature-build", ["components", "content", ...DATA, "lib"]),
            // Code that runs in the browser, or anywhere, may name the build-time readers' types, never run them;
            // code that runs anywhere may name the fetching readers' types.
            mayTypes(["feature", "feature-island", "feature-browser"], ["data-build"]),
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
    // The browser's globals are given only to code that runs in the browser; elsewhere (build/ folders, pages'
    // frontmatter, a feature's root, components, lib, data, pipelines, integrations) naming them is an error, so
    // that a module a page renders never reaches for a browser object at build time.
    files: ["**/*.{ts,tsx,mjs,js,astro}"],
    ignores: BROWSER_CODE,
    rules: {
      "no-restricted-globals": [
        "error",
        ...BROWSER_GLOBALS.map((name) => ({
          name,
          message: `${name} exists only in the browser: use it in an island/ or browser/ folder.`,
        })),
      ],
    },
  },
  {
    files: BROWSER_CODE,
    languageOptions: { globals: globals.browser },
  },
  {
    // The site's worker scripts served as they are.
    files: ["public/**/*.js"],
    languageOptions: { globals: globals.worker },
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
