import { formatPrismaCursor } from "@pothos/plugin-prisma";
import type { ObjectRef } from "@pothos/core";
import { builder, type Types } from "./builder.js";

/**
 * What a prisma connection resolves to: prismaConnection carries a `totalCount` loader (given its
 * `totalCount` option), relatedConnection the count itself (given `totalCount: true`).
 */
type CountedConnection = { totalCount?: number | (() => number | Promise<number>) };

/**
 * A named connection type with `totalCount`, and its edge type, shared by the list's query field
 * and by the mutations that add to the list (their payloads return the new edge, which Relay's
 * @prependEdge/@appendEdge insert without updater code). Its fields must pass their `totalCount` option.
 */
export function countedConnection<Shape extends { id: string | number }>(name: string, node: ObjectRef<Types, Shape>) {
  const edge = builder.edgeObject({ name: `${name}Edge`, type: node });
  const connection = builder.connectionObject(
    {
      name: `${name}Connection`,
      type: node,
      fields: (t) => ({
        totalCount: t.int({
          description: "How many items the whole list holds, across every page.",
          resolve: async (parent) => {
            const { totalCount } = parent as CountedConnection;
            const count = typeof totalCount === "function" ? await totalCount() : totalCount;
            if (count === undefined) throw new Error("A counted connection's field must pass its totalCount option");
            return count;
          },
        }),
      }),
    },
    edge,
  );
  return { connection, edge };
}

/** An edge for a row just written, with the cursor a prismaConnection on `id` would give it. */
export function edgeOf<T extends { id: string | number }>(node: T): { cursor: string; node: T } {
  return { cursor: formatPrismaCursor(node, "id"), node };
}
