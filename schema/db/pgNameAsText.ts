import pg from "pg";

/** PostgreSQL's `name` type (catalog columns, current_schema()). */
export const NAME_OID = 19;
export const TEXT_OID = 25;

type Field = { dataTypeID: number };

function nameFieldsAsText<T>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    const fields = (r as { fields?: Field[] } | undefined)?.fields;
    if (fields) for (const f of fields) if (f.dataTypeID === NAME_OID) f.dataTypeID = TEXT_OID;
  }
  return result;
}

/**
 * A pg Client whose results report `name` columns as `text`.
 * @prisma/adapter-pg 6.19 has no mapping for OID 19 and fails every catalog query the
 * migration engine runs ("Column type 'name' could not be deserialized"); adapter-pg 7 maps it
 * to text, which is what this does until the project can move to Prisma 7.
 */
export class NameAsTextClient extends pg.Client {
  // pg's overloads are many: the callback form (what pg.Pool uses) and the promise form.
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) =>
        last(error, error ? result : nameFieldsAsText(result));
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      return (result as Promise<unknown>).then(nameFieldsAsText) as never;
    }
    return result as never;
  }
}
