// Prisma's query compiler, which its generated client loads itself
// (schema/generated/prisma/internal/class.ts): JavaScript bindings and WebAssembly, without types.
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.mjs" {
  export class QueryCompiler {
    constructor(options: { datamodel: string; provider: string; connectionInfo: { supportsRelationJoins: boolean } });
    compile(request: string): unknown;
    compileBatch(request: string): unknown;
  }
}
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.mjs" {
  export const wasm: string;
}
