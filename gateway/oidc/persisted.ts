import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A private RSA signing key as a JWK, with the fields oidc-provider's keystore needs. */
export type SigningJwk = {
  kty: "RSA";
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
  kid: string;
  alg: "RS256";
  use: "sig";
};

/**
 * The embedded provider's ID token signing key: generated once and kept in the data folder, so
 * a restart does not invalidate what it signed (and the provider does not fall back to its
 * publicly known development keys).
 */
export function signingKey(dataDir: string): SigningJwk {
  return readOrCreate(path.join(dataDir, "oidc-signing-key.json"), parseSigningKey, () => {
    // Generated as PEM, then read into a key object of its own for the JWK export. Exporting the
    // generated key object itself can hang the process for good on Node 20: the export holds the
    // key's lock while it allocates, and a garbage collection then runs the finished generation
    // job's destructor, which waits for that same lock (seen as a stuck test worker under gdb).
    const { privateKey: pem } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    const jwk = createPrivateKey(pem).export({ format: "jwk" }) as Omit<SigningJwk, "kid" | "alg" | "use">;
    return JSON.stringify({ ...jwk, kid: thumbprint(jwk), alg: "RS256", use: "sig" });
  });
}

/** The embedded client's secret, generated once and kept in the data folder. */
export function clientSecret(dataDir: string): string {
  return readOrCreate(
    path.join(dataDir, "oidc-client-secret"),
    (text) => (text.trim().length >= 32 ? text.trim() : undefined),
    () => randomBytes(32).toString("base64url"),
  );
}

function readOrCreate<T>(file: string, parse: (text: string) => T | undefined, create: () => string): T {
  try {
    const kept = parse(readFileSync(file, "utf8"));
    if (kept !== undefined) return kept;
  } catch {
    // first start, or an unreadable file: generate below
  }
  const text = create();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
  const parsed = parse(text);
  if (parsed === undefined) throw new Error(`could not create ${file}`);
  return parsed;
}

function parseSigningKey(text: string): SigningJwk | undefined {
  const jwk = JSON.parse(text) as Partial<SigningJwk>;
  const fields = ["n", "e", "d", "p", "q", "dp", "dq", "qi", "kid"] as const;
  if (jwk.kty !== "RSA" || fields.some((f) => typeof jwk[f] !== "string")) return undefined;
  return { ...(jwk as SigningJwk), alg: "RS256", use: "sig" };
}

// RFC 7638: a key id derived from the public key, stable across restarts.
function thumbprint(jwk: { e: string; n: string }): string {
  return createHash("sha256")
    .update(JSON.stringify({ e: jwk.e, kty: "RSA", n: jwk.n }))
    .digest("base64url");
}
