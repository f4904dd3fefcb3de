import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers and who may import whom (README, "Project layout";
 * CONTRIBUTING.md). A folder says when its code runs: pipelines/ (build-time
 * Node over the official files), integrations/ (Astro integrations, client
 * directives, the post-build step), src/ (the site). Pages and layouts
 * compose features; a feature never imports another feature; components,
 * content, data and lib never import a feature; src/data (one reader per
 * dataset) imports only lib; lib imports only lib; pipelines may use data
 * and lib, never the site's features or components, and the site never
 * imports a pipeline. eslint.config.test.ts proves that a violation fails.
 */
const ELEMENTS = [
  { type: "pipelines", pattern: "pipelines/**" },
  { type: "integrations", pattern: "integrations/**" },
  { type: "pages", pattern: "src/pages/**" },
  { type: "layouts", pattern: "src/layouts/**" },
  { type: "islands", pattern: "src/islands/**" },
  { type: "feature", pattern: "src/features/*", capture: ["feature"] },
  { type: "components", pattern: "src/components/**" },
  { type: "content", pattern: "src/content/**" },
  { type: "data", pattern: "src/data/**" },
  { type: "lib", pattern: "src/lib/**" },
];

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "pipelines/**/*.ts", "integrations/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            may("pipelines", ["pipelines", "data", "lib"]),
            // A client directive listens for the offline feature's event; the post-build step reads its cache name.
            may("integrations", ["integrations", "feature", "data", "lib"]),
            may("pages", ["layouts", "islands", "feature", "components", "content", "data", "lib"]),
            // An island's root composes features that must not know each other (the calculator, ANP prices, Inmetro cars).
            may("islands", ["feature", "components", "data", "lib"]),
            may("layouts", ["feature", "components", "content", "lib"]),
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { type: "feature", captured: { feature: "{{ from.captured.feature }}" } } } },
            },
            may("feature", ["components", "content", "data", "lib"]),
            may("components", ["components", "content", "lib"]),
            may("content", ["content", "components", "lib"]),
            may("data", ["data", "lib"]),
            may("lib", ["lib"]),
          ],
        },
      ],
    },
  },
  {
    // A test of lib's plausible ranges reads the official data they cite; the built tests check a whole build.
    files: ["src/lib/plausibility.test.ts", "integrations/**/*.built.test.ts"],
    rules: { "boundaries/dependencies": "off" },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests assert on values they have just checked exist.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["src/**/*.test.{ts,tsx}"],
    ...testingLibrary.configs["flat/react"],
  },
);
