import { createGraphQLError, type Plugin } from "graphql-yoga";

/**
 * A GET request's `variables` or `extensions` that is not JSON is the request's fault: answered
 * 400 BAD_REQUEST, as yoga answers a POST body that is not JSON. Yoga's GET parser lets
 * JSON.parse's SyntaxError through, which would be masked as a 500 and logged as our error.
 */
export function malformedGetParamsPlugin(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== "GET" || !requestParser) return;
      setRequestParser(async (req) => {
        try {
          return await requestParser(req);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError(`Malformed JSON in the request's parameters: ${error.message}`, {
            extensions: { code: "BAD_REQUEST", http: { status: 400 } },
          });
        }
      });
    },
  };
}
