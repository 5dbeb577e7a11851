import { describe, expect, it } from "vitest";
import { memoryAdapter } from "../memoryAdapter.js";

describe("the embedded provider's in-memory adapter", () => {
  it("stores, finds, consumes and destroys by model", async () => {
    const factory = memoryAdapter();
    const codes = factory("AuthorizationCode");
    await codes.upsert("c1", { grantId: "g1", kind: "AuthorizationCode" }, 60);
    expect(await codes.find("c1")).toMatchObject({ grantId: "g1" });
    expect(await factory("AccessToken").find("c1")).toBeUndefined();
    await codes.consume("c1");
    expect((await codes.find("c1"))?.consumed).toEqual(expect.any(Number));
    await codes.destroy("c1");
    expect(await codes.find("c1")).toBeUndefined();
  });

  it("expires entries by their TTL", async () => {
    let now = 1_000_000;
    const sessions = memoryAdapter(() => now)("Session");
    await sessions.upsert("s1", { uid: "u1" }, 10);
    expect(await sessions.findByUid("u1")).toMatchObject({ uid: "u1" });
    now += 10_000;
    expect(await sessions.find("s1")).toBeUndefined();
    expect(await sessions.findByUid("u1")).toBeUndefined();
  });

  it("revokes every artefact of a grant", async () => {
    const factory = memoryAdapter();
    await factory("AuthorizationCode").upsert("c1", { grantId: "g1" }, 60);
    await factory("AccessToken").upsert("a1", { grantId: "g1" }, 3600);
    await factory("AccessToken").upsert("a2", { grantId: "g2" }, 3600);
    await factory("AccessToken").revokeByGrantId("g1");
    expect(await factory("AuthorizationCode").find("c1")).toBeUndefined();
    expect(await factory("AccessToken").find("a1")).toBeUndefined();
    expect(await factory("AccessToken").find("a2")).toBeDefined();
  });

  it("keeps each provider's data apart", async () => {
    await memoryAdapter()("Session").upsert("s1", {}, 60);
    expect(await memoryAdapter()("Session").find("s1")).toBeUndefined();
  });
});
