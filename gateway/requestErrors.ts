import { type ExecutionResult, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Errors of a request that failed before any field ran (a variable of the wrong type, a required
 * one missing or null, an operation name the document lacks) are the client's: they carry
 * BAD_USER_INPUT like every other expected failure (ARCHITECTURE.md decision 11), over HTTP and
 * graphql-ws alike. graphql-js reports them without a code, as a result with errors and no data.
 */
export function requestErrorCodesPlugin(): Plugin {
  return {
    onExecute: () => ({ onExecuteDone: ({ result, setResult }) => codeRequestErrors(result, setResult) }),
    onSubscribe: () => ({ onSubscribeResult: ({ result, setResult }) => codeRequestErrors(result, setResult) }),
  };
}

function codeRequestErrors(result: unknown, setResult: (result: ExecutionResult) => void): void {
  if (result === null || typeof result !== "object" || Symbol.asyncIterator in result) return;
  const { errors } = result as ExecutionResult;
  if ("data" in result || !errors?.some((error) => error.extensions?.code === undefined)) return;
  setResult({
    ...(result as ExecutionResult),
    errors: errors.map((error) =>
      error.extensions?.code !== undefined
        ? error
        : new GraphQLError(error.message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            path: error.path,
            originalError: error.originalError,
            extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
          }),
    ),
  });
}
