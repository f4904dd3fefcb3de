import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers and who may import whom (CONTRIBUTING.md, "Where does X go"
 * describes them once). A folder says when its code runs:
 * - pipelines/: build-time Node over the official files; integrations/: Astro
 *   integrations, the registration of client directives (whose code is
 *   browser code, in src/browser/directives/) and the build's post-steps.
 * - src/pages and src/layouts compose features; src/islands holds every
 *   hydrated entry (a page's `client:*` component) and may compose several
 *   features; src/browser is the site-wide browser code (the boot script).
 * - A feature's root holds logic that runs anywhere; its island/ folder the
 *   code that runs in the browser (hydrated components, hooks, stores, page
 *   scripts); its build/ folder what runs only while prerendering
 *   (prerender-only components, page helpers, feeds, share cards). Island
 *   code never imports build code; the root imports neither. A feature never
 *   imports another feature.
 * - components, content, data and lib never import a feature; lib imports
 *   only lib; pipelines may use data and lib, never the site's features, and
 *   the site never imports a pipeline.
 * - src/data holds one reader per dataset with its schema. src/data/build
 *   (data-build) holds the readers that run only at build time (node:fs, JSON
 *   imported eagerly): pages, build/ folders, pipelines, integrations and
 *   test support use them; islands and a feature's root and island/ folder
 *   may import their types only, the rest of the browser code nothing. The
 *   rest of src/data (data) runs anywhere: the schemas both share
 *   (dataset.ts, zod.ts) and the loaders islands call, which fetch or
 *   import their file lazily; it imports only data and lib.
 * - src/lib holds code that runs anywhere (Node at build time and the
 *   browser); src/lib/browser (lib-browser) the browser-only helpers several
 *   layers share (storage, stores for React, the later stylesheet's loader).
 *   Browser code may use it (islands, island/ folders, src/browser,
 *   components); lib and a feature's root never do.
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
  { type: "browser", pattern: "src/browser/**" },
  { type: "feature-island", pattern: "src/features/*/island", capture: ["feature"] },
  { type: "feature-build", pattern: "src/features/*/build", capture: ["feature"] },
  { type: "feature", pattern: "src/features/*", capture: ["feature"] },
  { type: "components", pattern: "src/components/**" },
  { type: "content", pattern: "src/content/**" },
  // Before data: a file of src/data/build/ is of that element, not of data.
  { type: "data-build", pattern: "src/data/build" },
  { type: "data", pattern: "src/data/**" },
  // Before lib: a file of src/lib/browser/ is of that element, not of lib.
  { type: "lib-browser", pattern: "src/lib/browser" },
  { type: "lib", pattern: "src/lib/**" },
];

/** Every kind of feature module. */
const FEATURE = ["feature", "feature-island", "feature-build"];
/** Both kinds of data module: the formats and loaders (data), and the build-time readers (data-build). */
const DATA = ["data", "data-build"];
/** The shared helpers: those that run anywhere (lib), and those of the browser only (lib-browser). */
const LIB = ["lib", "lib-browser"];

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
      // A file more than one folder away is named by its subpath import (package.json "imports"), which says its layer.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../*"],
              message: "Name a file more than one folder away by its subpath import (#lib/…, #features/…, #data/…).",
            },
          ],
        },
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
            may("testing", ["testing", "layouts", "islands", ...FEATURE, "components", "content", ...DATA, ...LIB]),
            may("pipelines", ["pipelines", ...DATA, "lib"]),
            // The post-build steps read the offline feature's cache names and bundle the page scripts the build inlines;
            // the client directive's registration names the options of the directive, which is browser code; the icon
            // sprite's step draws the icons the components name.
            may("integrations", ["integrations", ...FEATURE, "components", ...DATA, "lib"]),
            mayTypes("integrations", ["browser"]),
            may("pages", ["layouts", "islands", ...FEATURE, "components", "content", ...DATA, "lib"]),
            // A hydrated entry composes features that must not know each other (the calculator, ANP prices, Inmetro cars).
            may("islands", ["feature", "feature-island", "components", "content", "data", ...LIB]),
            may("layouts", ["browser", ...FEATURE, "components", "content", "lib"]),
            may("browser", ["feature", "feature-island", "components", ...LIB]),
            sameFeature("feature", ["feature"]),
            sameFeature("feature-island", ["feature", "feature-island"]),
            sameFeature("feature-build", ["feature", "feature-island", "feature-build"]),
            may("feature", ["components", "content", "data", "lib"]),
            may("feature-island", ["components", "content", "data", ...LIB]),
            may("feature-build", ["components", "content", ...DATA, "lib"]),
            // Code that runs in the browser, or anywhere, may name the build-time readers' types, never run them.
            mayTypes(["islands", "feature", "feature-island"], ["data-build"]),
            may("components", ["components", "content", ...LIB]),
            may("content", ["content", "components", "lib"]),
            may("data-build", [...DATA, "lib"]),
            may("data", ["data", "lib"]),
            may("lib-browser", LIB),
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
