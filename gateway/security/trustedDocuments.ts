import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { PROJECT_ROOT } from "../../schema/projectRoot.js";

/**
 * Trusted documents: the web client sends the id relay-compiler gave each operation (the SHA-256
 * of its text, relay.config.js `persistConfig`) instead of the text, and the gateway answers from
 * the map the compiler wrote beside this module. Other clients (integrators) still send documents
 * of their own; those run within the limits of graphqlLimits.ts, as the persisted ones do.
 */
export type TrustedDocuments = { get(id: string): string | undefined };

// Beside this module's source (relay.config.js writes it there), from the sources and from dist/ alike.
export const PERSISTED_DOCUMENTS_FILE = path.join(PROJECT_ROOT, "gateway/security/persistedDocuments.json");

/** Reads the compiler's id → text map; a malformed map, or an id that is not its text's hash, throws. */
export function loadTrustedDocuments(file = PERSISTED_DOCUMENTS_FILE): ReadonlyMap<string, string> {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object of persisted documents (id → text)`);
  }
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(parsed)) {
    if (typeof text !== "string" || persistedDocumentId(text) !== id) {
      throw new Error(
        `${file}: the document under ${id} is not the one its id names; regenerate the map with relay-compiler`,
      );
    }
    documents.set(id, text);
  }
  return documents;
}

/**
 * For development, where `npm run dev` recompiles the web operations while the gateway runs: an
 * unknown id re-reads the map if the file changed since it was last read.
 */
export function reloadingTrustedDocuments(file = PERSISTED_DOCUMENTS_FILE): TrustedDocuments {
  let loadedAt = statSync(file).mtimeMs;
  let documents = loadTrustedDocuments(file);
  return {
    get(id) {
      const known = documents.get(id);
      if (known !== undefined) return known;
      const changedAt = statSync(file).mtimeMs;
      if (changedAt !== loadedAt) {
        loadedAt = changedAt;
        documents = loadTrustedDocuments(file);
      }
      return documents.get(id);
    },
  };
}

/** The id relay-compiler gives a document with `algorithm: "SHA256"`. */
export function persistedDocumentId(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** What a request names its document by, over HTTP (yoga's params) and graphql-ws (a subscribe payload). */
type DocumentParams = { query?: string | null; extensions?: Record<string, unknown> | null };

/**
 * The id a request names: `extensions.persistedQuery { version: 1, sha256Hash }` (Apollo's convention, yoga's default).
 */
export function persistedQueryId(params: DocumentParams): string | null {
  const persisted: unknown = params.extensions?.["persistedQuery"];
  if (typeof persisted !== "object" || persisted === null) return null;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  return version === 1 && typeof sha256Hash === "string" ? sha256Hash : null;
}

// Apollo's persisted-query wording, which clients recognise; the code says what to do about it.
const notFound = () =>
  createGraphQLError("PersistedQueryNotFound", {
    extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 400 } },
  });
const noDocument = () =>
  createGraphQLError("Must provide a query string or a persisted query id (extensions.persistedQuery.sha256Hash).", {
    extensions: { code: "BAD_REQUEST", http: { status: 400 } },
  });

/**
 * Yoga's persisted-operations plugin over HTTP (POST and GET): `extensions.persistedQuery
 * { version: 1, sha256Hash }` names a trusted document; a request with `query` runs that document.
 */
export function trustedDocumentsPlugin(documents: TrustedDocuments): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: persistedQueryId,
    getPersistedOperation: (id) => documents.get(id) ?? null,
    customErrors: { notFound, keyNotFound: noDocument },
  }) as Plugin;
}

/**
 * The same rule for graphql-ws, whose subscribe messages do not pass through yoga's request
 * pipeline: the text to run, or the error to answer with. graphql-ws requires `query` to be a
 * string, so a client naming a trusted document sends it empty.
 */
export function resolveDocument(
  documents: TrustedDocuments,
  payload: DocumentParams,
): { query: string } | { error: ReturnType<typeof createGraphQLError> } {
  if (payload.query) return { query: payload.query };
  const id = persistedQueryId(payload);
  if (id === null) return { error: noDocument() };
  const query = documents.get(id);
  return query === undefined ? { error: notFound() } : { query };
}
