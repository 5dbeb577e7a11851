// The REST layer's OpenAPI 3.1 document, made from the route table that serves it (routes.ts): paths
// and methods from the endpoints, request bodies from their zod declarations (body.ts), answers
// from the shapes the mappers are typed by (shapes.ts). Nothing here is written twice.
import { z } from "zod";
import { COOKIE_NAME } from "../session.js";
import { type Endpoint, isFileType } from "./routes.js";
import {
  courseShape,
  discussionShape,
  enrollmentShape,
  messageShape,
  onlineUserShape,
  studentShape,
  userShape,
} from "./shapes.js";

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  security: Record<string, string[]>[];
};
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: { "application/json": { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }
  >;
};

/** The shapes shared by several answers, under their own names. */
const NAMED_SHAPES: [string, z.ZodType][] = [
  ["Message", messageShape],
  ["User", userShape],
  ["OnlineUser", onlineUserShape],
  ["Discussion", discussionShape],
  ["Enrollment", enrollmentShape],
  ["Student", studentShape],
  ["Course", courseShape],
];

const bodyId = (operation: string) => `${operation[0]!.toUpperCase()}${operation.slice(1)}Body`;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** "/api/admin/students/:id/status" as OpenAPI writes it, and its path parameters. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const pathParameters = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** "PUT /api/admin/students/:id/status" → "putAdminStudentsIdStatus". */
export function operationId(endpoint: Pick<Endpoint, "method" | "url">): string {
  const words = endpoint.url
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [endpoint.method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

/** Each registry's schemas as JSON Schema 2020-12, their references to each other as components. */
function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>, io: "input" | "output") {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: "draft-2020-12",
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  // Each schema is part of the document, not a document of its own.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]));
}

/** The query string's parameters, from the endpoint's zod declaration (an object of optional strings). */
function queryParameters(endpoint: Endpoint): NonNullable<OpenApiOperation["parameters"]> {
  if (!endpoint.searchParams) return [];
  const schema = z.toJSONSchema(endpoint.searchParams, { io: "input", target: "draft-2020-12" }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return {
      name,
      in: "query" as const,
      required: schema.required?.includes(name) ?? false,
      schema: rest,
      ...(typeof description === "string" ? { description } : {}),
    };
  });
}

export function openApiDocument(endpoints: readonly Endpoint[], version: string): OpenApiDocument {
  const answers = z.registry<{ id: string }>();
  const bodies = z.registry<{ id: string }>();
  for (const [id, shape] of NAMED_SHAPES) answers.add(shape, { id });
  for (const endpoint of endpoints) {
    const id = operationId(endpoint);
    if (!isFileType(endpoint.response) && !answers.has(endpoint.response))
      answers.add(endpoint.response, { id: `${id[0]!.toUpperCase()}${id.slice(1)}Answer` });
    if (endpoint.body) bodies.add(endpoint.body, { id: bodyId(id) });
  }
  const answerSchemas = componentSchemas(answers, "output");
  const bodySchemas = componentSchemas(bodies, "input");

  const paths: OpenApiDocument["paths"] = {};
  for (const endpoint of endpoints) {
    const id = operationId(endpoint);
    const params = pathParameters(endpoint.url);
    const example = Object.fromEntries(params.map((name) => [name, `{${name}}`]));
    const headers = typeof endpoint.headers === "function" ? endpoint.headers(example) : (endpoint.headers ?? {});
    const bodyRequired = ((bodySchemas[bodyId(id)]?.required as string[] | undefined)?.length ?? 0) > 0;
    const parameters: NonNullable<OpenApiOperation["parameters"]> = [
      ...params.map((name) => ({ name, in: "path" as const, required: true, schema: { type: "string" } })),
      ...queryParameters(endpoint),
    ];
    const operation: OpenApiOperation = {
      operationId: id,
      summary: endpoint.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.body
        ? { requestBody: { required: bodyRequired, content: { "application/json": { schema: ref(bodyId(id)) } } } }
        : {}),
      responses: {
        [String(endpoint.status ?? 200)]: {
          description: endpoint.summary,
          ...(Object.keys(headers).some((name) => name !== "content-type")
            ? {
                headers: Object.fromEntries(
                  Object.entries(headers)
                    .filter(([name]) => name !== "content-type")
                    .map(([name, value]) => [name, { schema: { type: "string" }, example: value }]),
                ),
              }
            : {}),
          content: isFileType(endpoint.response)
            ? { [endpoint.response]: { schema: { type: "string", contentMediaType: endpoint.response } } }
            : { "application/json": { schema: ref(answers.get(endpoint.response)!.id) } },
        },
        "4XX": {
          description:
            "Refused: 400 invalid input, 401 not signed in or wrong credentials, 403 the wrong role, 404 not found, 409 a conflict, 413 too large, 415 not JSON, 429 too many attempts (with Retry-After, in seconds).",
          content: { "application/json": { schema: ref("Message") } },
        },
        "5XX": { description: "Failed on the server.", content: { "application/json": { schema: ref("Message") } } },
      },
    };
    (paths[openApiPath(endpoint.url)] ??= {})[endpoint.method.toLowerCase()] = operation;
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "CyberLab Academy REST compatibility layer",
      version,
      description: [
        'The legacy JSON endpoints, each one GraphQL operation plus a reshaping. Errors answer { "message": … }.',
        "Signing in (POST /api/student/auth, POST /api/admin/auth, or the community sign-in) sets the session cookie",
        "the other endpoints read. A change sent from another site's page (by Origin or Sec-Fetch-Site) is refused",
        "with 403 unless that origin is PUBLIC_URL or in CORS_ORIGINS.",
      ].join(" "),
    },
    paths,
    components: {
      schemas: { ...answerSchemas, ...bodySchemas },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: COOKIE_NAME } },
    },
    // Which role an endpoint needs is in its summary; every endpoint answers 401 or 403 otherwise.
    security: [{}, { session: [] }],
  };
}
