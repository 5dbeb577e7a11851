import net from "node:net";

/** A start refused for a reason the operator can fix (a busy port, Redis unreachable): printed as one line. */
export class StartRefused extends Error {}

/**
 * Checks that the gateway's port can be bound before anything slow (migrations, seeding) runs, so a busy
 * port is reported at once. Port 0 (any free port) always can.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new StartRefused(
          error.code === "EADDRINUSE"
            ? `port ${port} is already in use: stop what runs there or set PORT`
            : `cannot listen on ${host}:${port} (${error.code ?? error.message}): set PORT or HOST`,
        ),
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
