// The JSON bodies the legacy endpoints read, checked at the REST edge in the REST client's own field
// names ("discussionId is required", "isActive must be a boolean"). Only presence and JSON type
// live here: every rule about values stays in the schema. What passes must never fail GraphQL's
// variable coercion, whose wording ("Variable "$input" got invalid value …") REST never shows.
import { z } from "zod";
import { SPECIALIZATION_LABELS } from "../../schema/rules/specializations.js";

const INT_MAX = 2 ** 31 - 1;
const isInt = (v: number | string) =>
  (typeof v === "number" ? Number.isInteger(v) && v >= -INT_MAX - 1 : /^\d+$/.test(v)) && Number(v) <= INT_MAX;
const LABELS = Object.values(SPECIALIZATION_LABELS);
const SPECIALIZATIONS = [...LABELS, ...Object.keys(SPECIALIZATION_LABELS)];

/** "is required" when absent, "must be <what>" when of another type. */
const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : `must be ${what}`),
});

export const field = {
  string: () => z.string(expected("a string")),
  boolean: () => z.boolean(expected("a boolean")),
  /** An id legacy clients send as a string or a number. */
  id: () => z.union([z.string(), z.number()], expected("a string or a number")),
  /** A GraphQL Int, or a string of digits that is one. */
  int: () => z.union([z.number(), z.string()], expected("an integer")).refine(isInt, "must be an integer"),
  /** One string or a list of them (GraphQL takes a single value for a list of one). */
  strings: () => z.union([z.string(), z.array(z.string())], expected("a list of strings")),
  /** A specialization's label or key; "" or null clears it. */
  specialization: () =>
    z.union([z.enum(SPECIALIZATIONS), z.literal(""), z.null()], expected(`one of ${LABELS.join(", ")}`)),
};

/** An endpoint's body: a JSON object with these fields; others are ignored, as before. */
export const jsonObject = (shape: z.ZodRawShape) => z.object(shape, expected("a JSON object"));

/** Why the body does not fit, in REST's terms ("discussionId is required; title must be a string"), or null. */
export function bodyProblem(schema: z.ZodType, value: unknown): string | null {
  // No body at all (no content type): each required field is then named as missing.
  const result = schema.safeParse(value === undefined ? {} : value);
  if (result.success) return null;
  return result.error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "Request body"} ${issue.message}`)
    .join("; ");
}
