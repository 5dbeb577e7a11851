// The feed benchmark's PostGraphile side: PostGraphile 5 with its Amber preset over the app's own
// tables (the Prisma migrations' quoted PascalCase names) on DATABASE_URL, served by grafserv on
// a bare node:http server at PORT, with a `pg` pool of the gateway's size (10). GET /readyz
// answers 200 once the schema is built, so bench/lib/gateway.ts's startGateway can start it.
//
// PostgreSQL only: PostGraphile introspects a real server; PGlite cannot serve it.
import { createServer } from "node:http";
import pg from "pg";

// PostGraphile 5 calls Promise.withResolvers (Node 22); the machines run Node 20. Set before it loads.
const promise = Promise as unknown as { withResolvers?: () => unknown };
promise.withResolvers ??= () => {
  let resolve!: (value: unknown) => void;
  let reject!: (reason?: unknown) => void;
  const created = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: created, resolve, reject };
};

const { postgraphile } = await import("postgraphile");
const { PostGraphileAmberPreset } = await import("postgraphile/presets/amber");
const { makePgService } = await import("postgraphile/adaptors/pg");
const { grafserv } = await import("postgraphile/grafserv/node");

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("the PostGraphile side needs DATABASE_URL (PostgreSQL)");
const port = Number(process.env.PORT);

const pool = new pg.Pool({ connectionString, max: 10 });
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ pool, schemas: ["public"] })],
  grafast: { explain: false },
  grafserv: { graphiql: false, watch: false },
});
const serv = pgl.createServ(grafserv);
// Builds the schema now, so the first timed request does not pay for it.
await pgl.getSchema();
const handle = serv.createHandler();

const server = createServer((req, res) => {
  if (req.url === "/readyz") {
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    return;
  }
  handle(req, res);
});
server.listen(port, process.env.HOST ?? "127.0.0.1");

process.once("SIGTERM", () => {
  void (async () => {
    await new Promise((resolve) => server.close(resolve));
    await serv.release();
    await pgl.release();
    await pool.end();
    process.exit(0);
  })();
});
