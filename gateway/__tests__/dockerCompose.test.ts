import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// No Docker engine runs on these machines, so the deployment description is checked by structure.
type Service = {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};
const root = path.resolve(import.meta.dirname, "../..");
const compose = parse(readFileSync(path.join(root, "docker-compose.yml"), "utf8")) as { services: Record<string, Service> };

describe("docker-compose.yml", () => {
  it("runs PostgreSQL, Redis and the app, each with a health check", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "postgres", "redis"]);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test.length, `${name} has a health check`).toBeGreaterThan(0);
    }
  });

  it("points the app at PostgreSQL and Redis and starts it once they are healthy", () => {
    const app = compose.services.app!;
    expect(app.build).toBe(".");
    expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(app.environment?.REDIS_URL).toBe("redis://redis:6379");
    expect(app.environment?.NODE_ENV).toBe("production");
    expect(app.depends_on).toEqual({ postgres: { condition: "service_healthy" }, redis: { condition: "service_healthy" } });
    expect(app.healthcheck?.test.join(" ")).toContain("/readyz");
  });

  it("keeps secrets out of the file: they must come from the environment", () => {
    const text = readFileSync(path.join(root, "docker-compose.yml"), "utf8");
    expect(text).toContain("${SESSION_SECRET:?");
    expect(text).toContain("${POSTGRES_PASSWORD:?");
  });
});
