// What the GraphQL fuzz tests share (fuzzMutations, fuzzQueries, fuzzSubscriptions): values
// for any argument, derived from the schema, and what an answer must never be.
import fc from "fast-check";
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { expect } from "vitest";
import { anyText, awkwardNumber, fuzzed } from "../../schema/testing/arbitraries.js";

export type Variables = Record<string, unknown>;

export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`, "utf8").toString("base64");

/** Ids of the wrong type, of nothing, or not ids at all. */
export const foreignIds = fc.constantFrom(
  globalId("Course", "1"),
  globalId("LessonPage", "no-such-page"),
  globalId("Discussion", "no-such"),
  "",
  "not base64!",
  "-1",
);

const ABSENT = Symbol("absent");
/** An object whose fields are each present nine times in ten (or one time in `absentOneIn`). */
export function mostlyPresent(
  fields: Record<string, fc.Arbitrary<unknown>>,
  absentOneIn = 10,
): fc.Arbitrary<Variables> {
  const optional = Object.fromEntries(
    Object.entries(fields).map(([name, arb]) => [name, fc.option(arb, { nil: ABSENT, freq: absentOneIn })]),
  );
  return fc
    .record(optional)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ABSENT)));
}

/**
 * A value for an input type, derived from the schema: a new argument or field is fuzzed without a
 * word here. Each value is now and then of the wrong type; `wellTyped` values never are (they pass
 * GraphQL's coercion and reach the resolvers), though still of every kind the type allows.
 */
export function generated(
  type: GraphQLInputType,
  name: string,
  byName: Record<string, fc.Arbitrary<unknown>>,
  wellTyped = false,
): fc.Arbitrary<unknown> {
  const maybeWrong = wellTyped ? <T>(arbitrary: fc.Arbitrary<T>) => arbitrary : fuzzed;
  if (isNonNullType(type)) return generated(type.ofType, name, byName, wellTyped);
  if (isListType(type)) {
    const item = generated(type.ofType, name, byName, wellTyped);
    return maybeWrong(
      fc.oneof(
        { arbitrary: fc.array(item, { maxLength: 5 }), weight: 4 },
        { arbitrary: fc.array(item, { minLength: 31, maxLength: 40 }), weight: 1 },
      ),
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).map(
      (f) => [f.name, generated(f.type, f.name, byName, wellTyped)] as const,
    );
    return wellTyped ? fc.record(Object.fromEntries(fields)) : fuzzed(mostlyPresent(Object.fromEntries(fields)), 6);
  }
  if (isEnumType(type)) return maybeWrong(fc.constantFrom(...type.getValues().map((v) => v.name)));
  const hint = byName[name];
  if (hint && !wellTyped) return fuzzed(hint);
  if (hint) return hint;
  if (type.name === "Int") return wellTyped ? anyInt : fuzzed(awkwardNumber);
  if (type.name === "Boolean") return maybeWrong(fc.boolean());
  return maybeWrong(anyText);
}

/**
 * Variables for a field's arguments: mostly ones that pass GraphQL's coercion, so the resolvers get
 * them (`wellTypedWeight` in `wellTypedWeight + 1`), the rest of any type; an argument is left out
 * one time in `absentOneIn`.
 */
export function variablesFor(
  field: GraphQLField<unknown, unknown>,
  byName: Record<string, fc.Arbitrary<unknown>>,
  { absentOneIn, wellTypedWeight }: { absentOneIn: number; wellTypedWeight: number },
): fc.Arbitrary<Variables> {
  const variablesOf = (wellTyped: boolean) =>
    mostlyPresent(
      Object.fromEntries(field.args.map((a) => [a.name, generated(a.type, a.name, byName, wellTyped)])),
      absentOneIn,
    );
  return fc.oneof(
    { arbitrary: variablesOf(true), weight: wellTypedWeight },
    { arbitrary: variablesOf(false), weight: 1 },
  );
}

/** Any value GraphQL's Int takes: small, zero, negative, and its bounds. */
const anyInt = fc.oneof(fc.integer({ min: -3, max: 150 }), fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648));

/** `mutation Fuzz($input: X!) { field(input: $input) { … } }` (or a query, a subscription) from its arguments. */
export function operationFor(
  field: GraphQLField<unknown, unknown>,
  selection = "__typename",
  kind: "mutation" | "query" | "subscription" = "mutation",
): string {
  const definitions = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const answer = isCompositeType(getNamedType(field.type)) ? ` { ${selection} }` : "";
  return `${kind} Fuzz${definitions ? `(${definitions})` : ""} { ${field.name}${call ? `(${call})` : ""}${answer} }`;
}

export type GraphQLAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/**
 * No masked internal error, and every error names its code, whether the operation ran (HTTP 200;
 * REST answers an error without one as a 500) or was refused before it (400: a variable of the
 * wrong type is BAD_USER_INPUT, gateway/requestErrors.ts).
 */
export function expectCodedErrors(answer: GraphQLAnswer, text: string) {
  for (const error of answer.errors ?? []) {
    expect(error.message, text).not.toBe("Unexpected error.");
    expect(error.extensions?.code, text).not.toBe("INTERNAL_SERVER_ERROR");
    expect(error.extensions?.code, text).toBeDefined();
  }
}
