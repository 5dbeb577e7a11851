import SchemaBuilder, {
  BasePlugin,
  PothosValidationError,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import { failure, invalidInput } from "./errors.js";
import { Prisma } from "./generated/prisma/client.js";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from "./storableText.js";

const pluginName = "inputGuard";

/** Items per page of every connection: `first`/`last` default and maximum. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** A page larger than the maximum is refused, naming the maximum, rather than cut silently. */
function refuseOversizedPage(args: Record<string, unknown>) {
  for (const name of ["first", "last"] as const) {
    const size = args[name];
    if (typeof size !== "number") continue;
    if (size < 0) throw failure("BAD_USER_INPUT", `${name}: must be 0 or more`, { field: name });
    if (size > PAGE_SIZE.max) {
      throw failure("BAD_USER_INPUT", `${name}: at most ${PAGE_SIZE.max} items per page`, {
        field: name,
        max: PAGE_SIZE.max,
      });
    }
  }
  return args;
}

/** No list holds this many items: an offset cursor past it was made up (and PostgreSQL's OFFSET refuses it). */
const MAX_OFFSET = 2_147_483_647;

/**
 * A counted list's cursor (`OffsetConnection:<offset>`, Pothos' format) holds a whole number of
 * items: one that is not (empty, negative, a fraction) or is far past any list's end is refused.
 */
function refuseImpossibleOffset(args: Record<string, unknown>) {
  for (const name of ["after", "before"] as const) {
    const cursor = args[name];
    if (typeof cursor !== "string") continue;
    const decoded = Buffer.from(cursor, "base64").toString("utf8");
    if (!decoded.startsWith("OffsetConnection:")) continue;
    const offset = decoded.slice("OffsetConnection:".length);
    if (!/^\d{1,10}$/.test(offset) || Number(offset) > MAX_OFFSET) {
      throw failure("BAD_USER_INPUT", `${name}: not a cursor of this list`, { field: name });
    }
  }
  return args;
}

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types["Context"], object>;

/**
 * Pothos' own refusals of an argument (a malformed global ID, one of the wrong type) carry no code.
 * A cursor is opaque but not signed: one made up, or taken from another list, decodes to a value
 * of the wrong kind for this list's key (text where the key is a number), which Prisma refuses
 * when it checks the query it was given. Such a refusal of a page asked with a cursor is the
 * cursor's: the same query without one is what every page of the list runs, so a fault of ours
 * in it would show without a cursor too.
 */
function coded(error: unknown, args: object): unknown {
  if (error instanceof PothosValidationError) return failure("BAD_USER_INPUT", error.message);
  const cursor = (["after", "before"] as const).find((name) => (args as Record<string, unknown>)[name] != null);
  if (cursor && error instanceof Prisma.PrismaClientValidationError && /\bcursor: \{/.test(error.message)) {
    return failure("BAD_USER_INPUT", `${cursor}: not a cursor of this list`, { field: cursor });
  }
  return error;
}

/**
 * Input the schema cannot take is answered as BAD_USER_INPUT, like the zod rules, never as an
 * unexpected error or one without a code (which REST would answer with a 500):
 * - a string argument that cannot be stored (storableText.ts) is refused before the resolver
 *   runs, naming the argument ("input.title: Contains a character …");
 * - Pothos' own argument errors ("Invalid global ID: …") get the code, as does a cursor of the
 *   wrong kind for its list;
 * - a connection's `first` or `last` over PAGE_SIZE.max is refused, as is an offset cursor past
 *   any list's end.
 * Listed first in the builder's plugins, so its check runs after the other plugins' argument
 * mappers (it sees decoded global IDs) and its wrapper surrounds them all.
 */
export class InputGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (Object.keys(fieldConfig.args).length === 0) return fieldConfig;
    const refuseUnstorable = (args: Record<string, unknown>) => {
      const path = unstorableTextPath(args);
      if (path !== null) throw invalidInput([{ field: path, message: UNSTORABLE_TEXT_MESSAGE }], { field: path });
      return args;
    };
    const paged = "first" in fieldConfig.args && "after" in fieldConfig.args;
    const mappers = paged ? [refuseOversizedPage, refuseImpossibleOffset, refuseUnstorable] : [refuseUnstorable];
    return { ...fieldConfig, argMappers: [...fieldConfig.argMappers, ...mappers] };
  }

  override wrapArgMappers(
    resolver: Resolver<Types> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): Resolver<Types> | undefined {
    if (!resolver || Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      try {
        const result: unknown = resolver(parent, args, context, info);
        const thenable = typeof (result as PromiseLike<unknown> | null)?.then === "function";
        return thenable
          ? Promise.resolve(result).catch((error: unknown) => Promise.reject(coded(error, args)))
          : result;
      } catch (error) {
        throw coded(error, args);
      }
    };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by declaration merging
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputGuard: InputGuardPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, InputGuardPlugin);

export default pluginName;
