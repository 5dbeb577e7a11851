import js from "@eslint/js";
import relay from "eslint-plugin-relay";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "web/dist",
      "dist",
      "schema/generated",
      "**/__generated__",
      ".data",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Prettier (npm run check) wraps code at 120; this catches what it leaves long. A string or
      // template literal is data (a GraphQL document, SQL, inline CSS) and may run on.
      "max-len": [
        "error",
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: "^import\\s",
        },
      ],
    },
  },
  {
    // Prisma sends a case-insensitive filter's text to PostgreSQL as an ILIKE pattern, unescaped:
    // schema/rules/textMatch.ts builds every one from text that matches only itself.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["schema/rules/textMatch.ts", "**/__tests__/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Property[key.name='mode'][value.value='insensitive'], Property[key.name='mode'] > TSAsExpression > Literal[value='insensitive']",
          message: "Build case-insensitive filters with schema/rules/textMatch.ts: Prisma passes % and _ through.",
        },
      ],
    },
  },
  {
    // CommonJS on purpose: the browser build's relay-runtime entry (web/src/relay/bundle).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, relay },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...relay.configs["ts-strict"].rules,
    },
  },
);
