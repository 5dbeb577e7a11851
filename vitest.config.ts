import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

const exclude = ["node_modules/**", "e2e/**", "web/dist/**", "dist/**"];

/**
 * The security regression suite (`npm run test:security`): the transport matrix of sign-in and
 * sign-up limits, proxy trust, origins (CORS, PUBLIC_URL, CSRF, WebSocket Origin), GraphQL limits,
 * trusted documents, the authorization matrix and error hygiene. Every file here is an integration
 * test too: `npm test` runs them once, through the integration project.
 */
const securitySuite = [
  "gateway/security/__tests__/**/*.test.ts",
  "gateway/__tests__/{csrf,websocketOrigin,loginRateLimit,graphqlLimits,trustedDocuments,securityHeaders,unexpectedErrors,nodeIds,websocketDocuments,authorization,signup}.int.test.ts",
  "gateway/oidc/__tests__/communityLogin.int.test.ts",
  "schema/auth/__tests__/communityUser.int.test.ts",
];

/** Tests that open databases and gateways. */
const againstDatabases = {
  exclude,
  environment: "node",
  // PGlite is CPU-heavy and these machines have two cores.
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  env: { NODE_ENV: "test" },
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // One graphql instance: without this, vitest loads graphql's ESM build for our code and its
  // CommonJS build for Pothos, and graphql refuses objects from "another realm". The package's own
  // name only: a deep import (graphql/execution/collectFields.js) is CommonJS already.
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
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
      { extends: true, test: { name: "integration", include: ["**/__tests__/**/*.int.test.ts"], ...againstDatabases } },
      { extends: true, test: { name: "security", include: securitySuite, ...againstDatabases } },
    ],
  },
});
