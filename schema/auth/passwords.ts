import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it still spends the
 * time of one verification, so response times do not tell which e-mail addresses exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword("not-a-real-password")), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
