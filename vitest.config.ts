import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

const exclude = ["node_modules/**", "e2e/**", "web/dist/**"];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // One graphql instance: without this, vitest loads graphql's ESM build for our code and its
  // CommonJS build for Pothos, and graphql refuses objects from "another realm".
  resolve: { alias: { graphql: "graphql/index.js" } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/__tests__/**/*.test.{ts,tsx}"],
          exclude: [...exclude, "**/*.int.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/__tests__/**/*.int.test.ts"],
          exclude,
          environment: "node",
          // PGlite is CPU-heavy and these machines have two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: "test" },
        },
      },
    ],
  },
});
