import { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

/**
 * A logger for a test app that keeps every entry at level error or above (what an operator would be
 * paged for), so a test can assert that made-up input never reaches the error log.
 */
export function errorLogCapture(): { logger: FastifyBaseLogger; errors: unknown[] } {
  const errors: unknown[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number };
        if (entry.level >= 50) errors.push(entry);
      }
      done();
    },
  });
  return { logger: pino({ level: "warn" }, sink) as FastifyBaseLogger, errors };
}
