// One place for the artifact location: relay-compiler writes there and babel-plugin-relay (loaded
// through vite.config.ts) rewrites graphql`` tags to import from there.
const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./web/src/__generated__",
  eagerEsModules: true,
  // `import type` for types in artifacts: they stay valid under verbatimModuleSyntax.
  useImportTypeSyntax: true,
  excludes: ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**", "**/dist/**"],
  // Trusted documents: artifacts carry `params.id` (the SHA-256 of the operation text) instead of
  // the text, and the compiler adds id -> text to this map. The gateway answers the web client's
  // ids from it (gateway/security/trustedDocuments.ts), so it lives where the gateway ships.
  persistConfig: { file: "./gateway/security/persistedDocuments.json", algorithm: "SHA256" },
};

export default config;
// relay-compiler and babel-plugin-relay load this file with require(); Node (>= 20.19) hands
// require() of an ES module this export instead of the module namespace, so they see the plain
// config object rather than `{ default, __esModule }`.
export { config as "module.exports" };
