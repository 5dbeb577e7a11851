import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument } from "../rest/openapi.js";

/** An answer as a test holds it: status, headers, and the body as text (or bytes, for files). */
export type ContractAnswer = { status: number; headers: Record<string, unknown>; body: string | Buffer };

const DOCUMENT_ID = "https://cyberlab.test/openapi.json";

/**
 * Checks answers against the REST layer's OpenAPI document with ajv (JSON Schema 2020-12 and its
 * formats): the status must be documented for the operation (exactly or by its class, e.g. 4XX),
 * the content type must be one the document names, a JSON body must fit its schema, a PDF or a
 * CSV file must be one, and the headers the document names must be sent.
 */
export function openApiContract(document: OpenApiDocument) {
  // strict: false, as the document holds OpenAPI's own keywords (paths, responses) around the schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);

  return {
    /** What the document does not allow in this answer to `method` on the route `template` (":id" form). */
    problems(method: string, template: string, answer: ContractAnswer): string[] {
      const path = template.replace(/:(\w+)/g, "{$1}");
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${path} is not in the document`];
      const status = String(answer.status);
      const response = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
      if (!response) return [`${method} ${path}: status ${status} is not documented`];
      const problems: string[] = [];
      for (const header of Object.keys(response.headers ?? {})) {
        if (answer.headers[header] === undefined) problems.push(`${method} ${path} ${status}: no ${header} header`);
      }
      if (!response.content) return problems;
      const type = String(answer.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim();
      const media = response.content[type];
      if (!media) return [...problems, `${method} ${path} ${status}: content type "${type}" is not documented`];
      if (type === "application/pdf") {
        if (!Buffer.from(answer.body).subarray(0, 5).equals(Buffer.from("%PDF-")))
          problems.push(`${method} ${path} ${status}: not a PDF`);
        return problems;
      }
      if (type === "text/csv") {
        // A header row, then rows with as many cells (quoted cells may hold commas and line breaks).
        const text = answer.body.toString().replace(/^\uFEFF/, "");
        if (!/^[^\r\n]+\r?\n/.test(text)) problems.push(`${method} ${path} ${status}: not CSV with a header row`);
        return problems;
      }
      let json: unknown;
      try {
        json = JSON.parse(answer.body.toString());
      } catch {
        return [...problems, `${method} ${path} ${status}: not JSON`];
      }
      const ref = media.schema.$ref;
      const validate = typeof ref === "string" ? ajv.getSchema(`${DOCUMENT_ID}${ref}`) : ajv.compile(media.schema);
      if (!validate) return [...problems, `${method} ${path} ${status}: ${String(ref)} does not resolve`];
      if (!validate(json)) {
        problems.push(
          ...(validate.errors ?? []).map(
            (e) => `${method} ${path} ${status}: ${e.instancePath || "(body)"} ${e.message}`,
          ),
        );
      }
      return problems;
    },
  };
}
