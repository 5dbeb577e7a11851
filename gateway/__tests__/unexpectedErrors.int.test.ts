import { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../testing/testApp.js";

/**
 * An error nobody expected (here: a table gone from under the app) reaches the client as
 * "Unexpected error." only, and the operator's log gets all of it.
 */
describe("unexpected errors", () => {
  const logLines: { level: number; msg: string; err?: { message?: string; stack?: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      done();
    },
  });
  const logger = pino({ level: "warn" }, sink) as FastifyBaseLogger;
  const app = useTestApp("pglite", { settings: { production: true }, logger });

  beforeAll(async () => {
    await app.prisma.$executeRawUnsafe(`ALTER TABLE "Category" RENAME TO "CategoryMoved"`);
  });

  it("masks the error for the client and logs it in full for the operator", async () => {
    const answer = await app.fastify.inject({
      method: "POST",
      url: "/graphql",
      payload: { query: "{ categories { name } }" },
    });
    const body = answer.json<{ errors: { message: string; extensions?: unknown }[] }>();
    expect(body.errors.map((e) => e.message)).toEqual(["Unexpected error."]);
    expect(answer.body).not.toMatch(/Category|relation|stack|prisma/i);

    const logged = logLines.find((line) => line.msg === "unexpected error in a GraphQL operation");
    expect(logged?.level).toBe(50);
    expect(`${logged?.err?.message} ${logged?.err?.stack}`).toMatch(/Category/);
  });
});
