import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of src/ and who may import whom (README, "Project layout";
 * CONTRIBUTING.md): pages and layouts compose features; a feature never
 * imports another feature; components, content and lib never import a
 * feature; lib imports only lib. eslint.config.test.ts proves that a violation fails.
 */
const ELEMENTS = [
  { type: "pages", pattern: "src/pages/**" },
  { type: "layouts", pattern: "src/layouts/**" },
  { type: "directives", pattern: "src/directives/**" },
  { type: "islands", pattern: "src/islands/**" },
  { type: "feature", pattern: "src/features/*", capture: ["feature"] },
  { type: "components", pattern: "src/components/**" },
  { type: "content", pattern: "src/content/**" },
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
    files: ["src/**/*.{ts,tsx}"],
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
            may("pages", ["layouts", "islands", "feature", "components", "content", "lib", "directives"]),
            // An island's root composes features that must not know each other (the calculator, ANP prices, Inmetro cars).
            may("islands", ["feature", "components", "lib"]),
            may("layouts", ["feature", "components", "content", "lib"]),
            may("directives", ["feature", "lib"]),
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { type: "feature", captured: { feature: "{{ from.captured.feature }}" } } } },
            },
            may("feature", ["components", "content", "lib"]),
            may("components", ["components", "content", "lib"]),
            may("content", ["content", "components", "lib"]),
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
    // Tests assert on values they have just checked exist.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["src/**/*.test.{ts,tsx}"],
    ...testingLibrary.configs["flat/react"],
  },
);
