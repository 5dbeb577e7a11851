import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// No Docker engine runs on these machines, so the deployment description is checked by structure.
type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  volumes?: string[];
  ports?: string[];
  configs?: { source: string; target: string }[];
  stop_grace_period?: string;
};
const root = path.resolve(import.meta.dirname, "../..");
const composeText = readFileSync(path.join(root, "docker-compose.yml"), "utf8");
// `merge: true`: the replicas share one definition through a YAML anchor (`<<: *app`).
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  configs?: Record<string, { content?: string }>;
};
const services = compose.services;
const replicas = ["app1", "app2"] as const;
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");

describe("docker-compose.yml", () => {
  it("runs PostgreSQL, Redis, a one-shot migration, two app replicas and a proxy", () => {
    expect(Object.keys(services).sort()).toEqual(["app1", "app2", "migrate", "postgres", "proxy", "redis"]);
  });

  it("gives every long-running service a health check and a restart policy; the migration runs once", () => {
    for (const name of ["postgres", "redis", "app1", "app2", "proxy"]) {
      expect(services[name]!.healthcheck?.test.length, `${name} has a health check`).toBeGreaterThan(0);
      expect(services[name]!.restart, `${name} restarts`).toBe("unless-stopped");
    }
    expect(services.migrate!.restart).toBe("no");
    // A replica's drain (SHUTDOWN_TIMEOUT_SECONDS, 10 by default) ends before Docker's SIGKILL.
    for (const name of replicas) expect(services[name]!.stop_grace_period).toBe("20s");
    expect(services.migrate!.command).toEqual(["node", "dist/scripts/seed.js"]);
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
  });

  it("points each replica at PostgreSQL and Redis and starts it after they are healthy and the migration succeeded", () => {
    for (const name of replicas) {
      const app = services[name]!;
      expect(app.build).toBe(".");
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(app.environment?.REDIS_URL).toBe("redis://redis:6379");
      expect(app.environment?.NODE_ENV).toBe("production");
      expect(app.environment?.SEED_ON_START).toBe("false");
      // The replicas sit behind one proxy: its X-Forwarded-* headers, and only its, count.
      expect(app.environment?.TRUST_PROXY).toBe("1");
      expect(app.environment).toHaveProperty("OIDC_ISSUER");
      expect(app.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
        migrate: { condition: "service_completed_successfully" },
      });
      expect(app.healthcheck?.test.join(" ")).toContain("/readyz");
      expect(app.ports, "only the proxy is published").toBeUndefined();
    }
    expect(services.migrate!.environment?.DATABASE_URL).toBe(services.app1!.environment?.DATABASE_URL);
    expect(services.app1!.volumes).not.toEqual(services.app2!.volumes);
  });

  it("publishes the proxy, which balances each request over both replicas by their readiness, never sticky", () => {
    const proxy = services.proxy!;
    expect(proxy.ports).toHaveLength(1);
    expect(proxy.depends_on).toEqual({
      app1: { condition: "service_healthy" },
      app2: { condition: "service_healthy" },
    });
    const caddyfile = compose.configs?.[proxy.configs![0]!.source]?.content ?? "";
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toContain("health_uri /readyz");
    // Any replica serves any request, a sign-in's steps included (scaleOut.int.test.ts): no affinity.
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).not.toMatch(/lb_policy (cookie|ip_hash|client_ip_hash|header)|sticky/i);
    expect(composeText).not.toMatch(/sticky/i);
  });

  it("keeps secrets out of the file: they must come from the environment", () => {
    expect(composeText).toContain("${SESSION_SECRET:?");
    expect(composeText).toContain("${POSTGRES_PASSWORD:?");
    expect(composeText).not.toMatch(/SESSION_SECRET: (?!\$\{)/);
  });
});

describe("Dockerfile", () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map((m) => m[2]);
  const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("builds in stages and runs as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime).toMatch(/^USER node$/m);
    // The compiled gateway (npm run build:gateway), started by node itself.
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/gateway\/main.js"\]$/m);
  });

  it("ships only production dependencies in the runtime stage", () => {
    const installs = [...dockerfile.matchAll(/npm (?:ci|install)[^\n]*/g)].map((m) => m[0]);
    expect(installs.filter((line) => line.includes("--omit=dev"))).toHaveLength(1);
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(runtime).toContain("COPY --from=deps /app/node_modules ./node_modules");
  });

  it("runs JavaScript only: the compiled gateway and scripts, no TypeScript sources or tsx", () => {
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.build).toContain("npm run build:gateway");
    expect(runtime).toContain("COPY --from=build /app/dist ./dist");
    expect(runtime).not.toMatch(/^COPY (gateway|schema|scripts|prisma) /m);
    expect(runtime).not.toMatch(/tsx|\.ts\b/);
    // The one-shot seeding service runs the compiled `npm run db:seed`.
    expect(services.migrate!.command![1]).toMatch(/^dist\//);
  });
});
