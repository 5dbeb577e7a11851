import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { settingsFromEnv } from "../settings.js";
import { type RunningGateway, startGateway } from "../start.js";
import { StartRefused } from "../startChecks.js";
import { openDatabase } from "../../schema/db/database.js";

describe("startGateway on the embedded database", () => {
  let gateway: RunningGateway | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await gateway?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    gateway = undefined;
  });

  async function start(env: Record<string, string>) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-start-"));
    gateway = await startGateway(
      settingsFromEnv({ DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env }),
    );
    return gateway;
  }

  const studentLogin = (url: string, email: string, password: string) =>
    fetch(`${url}/api/student/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });

  it("refuses a busy port, or Redis out of reach, in one line before it opens the database", async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const port = (busy.address() as net.AddressInfo).port;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-start-"));
    const settings = (env: Record<string, string>) =>
      settingsFromEnv({ DATA_DIR: dataDir!, HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env });
    try {
      const refusal = startGateway(settings({ PORT: String(port) }));
      await expect(refusal).rejects.toThrow(StartRefused);
      await expect(refusal).rejects.toThrow(`port ${port} is already in use: stop what runs there or set PORT`);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
    // Nothing listens on the bound-then-freed port: Redis cannot be reached there.
    const unreachable = startGateway(settings({ PORT: "0", REDIS_URL: `redis://127.0.0.1:${port}` }));
    await expect(unreachable).rejects.toThrow(StartRefused);
    const message = await unreachable.then(
      () => "",
      (error: Error) => error.message,
    );
    expect(message).toMatch(new RegExp(`^Cannot reach Redis at REDIS_URL \\(redis://127\\.0\\.0\\.1:${port}\\): `));
    // Said once: the cause's words are not repeated.
    const said = message.replace(/^Cannot reach Redis at REDIS_URL \([^)]*\): /, "");
    expect(message.split(said).length - 1).toBe(1);
    // Refused before the database was opened, let alone migrated.
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("migrates, seeds and creates the demo accounts from the environment", async () => {
    const { url } = await start({ DEMO_STUDENT_EMAIL: "demo@student.test", DEMO_STUDENT_PASSWORD: "Demo pass 1" });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await studentLogin(url, "demo@student.test", "Demo pass 1")).status).toBe(200);
    const courses = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ courses { edges { node { databaseId } } } }" }),
    });
    expect(await courses.json()).toEqual({
      data: { courses: { edges: [1, 2, 3].map((databaseId) => ({ node: { databaseId } })) } },
    });
  });

  it("greets the demo member with three unread mentions that lead to real replies", async () => {
    await (await start({})).stop();
    // What the first start wrote, read back from its data folder.
    const db = await openDatabase(settingsFromEnv({ DATA_DIR: dataDir }).database);
    const { member, unread } = await (async () => {
      try {
        const member = await db.prisma.user.findFirstOrThrow({ where: { email: "community@cyberlab.academy" } });
        const unread = await db.prisma.notification.findMany({
          where: { recipientId: member.id, readAt: null },
          include: { reply: true },
        });
        return { member, unread };
      } finally {
        await db.close();
      }
    })();
    expect(unread).toHaveLength(3);
    expect(new Set(unread.map((n) => n.actorId)).size).toBe(3);
    for (const notification of unread) {
      expect(notification.kind).toBe("MENTION");
      expect(notification.reply?.content).toContain(`@[Casey Morgan](member:${member.id})`);
    }
  });

  it("creates no demo account in production, and refuses to start without SESSION_SECRET", async () => {
    await expect(start({ NODE_ENV: "production" }).catch((e: Error) => Promise.reject(e))).rejects.toThrow(
      /SESSION_SECRET/,
    );
    const { url } = await start({ NODE_ENV: "production", SESSION_SECRET: "p".repeat(40) });
    expect((await studentLogin(url, "student@cyberlab.academy", "Student!2026")).status).toBe(401);
  });
});
