import SchemaBuilder from "@pothos/core";
import RelayPlugin, { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { execute, type GraphQLResolveInfo, isObjectType, parse } from "graphql";
import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { schema } from "../index.js";
import SyncNodeIdsPlugin from "../syncNodeIds.js";

// The app's own node types: no database is needed to answer an id from a row already read.
const contextValue = { prisma: {}, viewer: null, transport: "in-process", demoStudent: null } as unknown as Context;
const info = { path: { prev: undefined, key: "id", typename: undefined } } as unknown as GraphQLResolveInfo;

describe("node ids without a promise (schema/syncNodeIds.ts)", () => {
  it("answers each node type's id at once, encoded as the Relay plugin encodes it", () => {
    const nodeTypes = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && type.getInterfaces().some((each) => each.name === "Node"),
    );
    expect(nodeTypes.map((type) => type.name)).toEqual(expect.arrayContaining(["Discussion", "Category", "User"]));
    for (const name of ["Discussion", "Category", "Course", "Reply"]) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      const id = type.getFields().id?.resolve?.({ id: `${name.toLowerCase()}-1` }, {}, contextValue, info);
      expect(id, name).toBe(encodeGlobalID(name, `${name.toLowerCase()}-1`));
      expect(decodeGlobalID(id as string)).toEqual({ typename: name, id: `${name.toLowerCase()}-1` });
    }
  });

  it("still waits for an id rule that answers later, and leaves other id fields alone", async () => {
    // Only these two plugins: the app's other plugins' options are declared required for every builder.
    const builder = new SchemaBuilder<{ Context: object }>({ plugins: [RelayPlugin, SyncNodeIdsPlugin] } as never);
    type Row = { key: number };
    const rows: Row[] = [{ key: 7 }];
    builder.node(builder.objectRef<Row>("Now"), {
      id: { resolve: (row) => row.key },
      fields: (t) => ({ key: t.exposeInt("key") }),
    });
    builder.node(builder.objectRef<Row>("Later"), {
      id: { resolve: (row) => Promise.resolve(`later-${row.key}`) },
      fields: (t) => ({ key: t.exposeInt("key") }),
    });
    const Plain = builder.objectRef<Row>("Plain").implement({
      fields: (t) => ({ id: t.exposeID("key") }),
    });
    builder.queryType({
      fields: (t) => ({
        now: t.field({ type: ["Now"] as never, resolve: () => rows }),
        later: t.field({ type: ["Later"] as never, resolve: () => rows }),
        plain: t.field({ type: [Plain], resolve: () => rows }),
      }),
    });
    const built = builder.toSchema();
    const nowType = built.getType("Now");
    if (!isObjectType(nowType)) throw new Error("no Now type");
    const direct = nowType.getFields().id?.resolve?.({ key: 7 }, {}, {}, info);
    expect(direct).toBe(encodeGlobalID("Now", "7"));

    const result = await execute({
      schema: built,
      document: parse("{ now { id } later { id } plain { id } }"),
      contextValue: {},
    });
    expect(result).toEqual({
      data: {
        now: [{ id: encodeGlobalID("Now", "7") }],
        later: [{ id: encodeGlobalID("Later", "later-7") }],
        plain: [{ id: "7" }],
      },
    });
  });
});
