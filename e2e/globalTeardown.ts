import { rmSync } from "node:fs";

/** Removes the temporary data folder the gateway used, so the suite leaves nothing behind. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("cyberlab-e2e-")) rmSync(dir, { recursive: true, force: true });
}
