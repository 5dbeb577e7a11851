import { createPrivateKey, createPublicKey, createSign, createVerify } from "node:crypto";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clientSecret, signingKey } from "../persisted.js";

describe("provider secrets kept in the data folder", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-oidc-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("generate an RS256 signing key once, readable only by the owner, and reuse it", () => {
    const dir = tempDir();
    const key = signingKey(dir);
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(key.kid).toMatch(/^[\w-]{43}$/);
    expect(statSync(path.join(dir, "oidc-signing-key.json")).mode & 0o777).toBe(0o600);
    expect(signingKey(dir)).toEqual(key);

    const signature = createSign("RSA-SHA256")
      .update("data")
      .sign(createPrivateKey({ key, format: "jwk" }));
    const publicKey = createPublicKey({ key: { kty: key.kty, n: key.n, e: key.e }, format: "jwk" });
    expect(createVerify("RSA-SHA256").update("data").verify(publicKey, signature)).toBe(true);
  });

  it("generate a client secret once and reuse it", () => {
    const dir = tempDir();
    const secret = clientSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(clientSecret(dir)).toBe(secret);
    expect(clientSecret(tempDir())).not.toBe(secret);
  });

  it("replace an unusable file", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "oidc-signing-key.json"), "{not json");
    writeFileSync(path.join(dir, "oidc-client-secret"), "short\n");
    expect(signingKey(dir).kty).toBe("RSA");
    expect(clientSecret(dir).length).toBeGreaterThanOrEqual(32);
  });
});
