import { describe, expect, it } from "vitest";
import { readDirectoryParams, writeDirectoryParams } from "../directoryParams";
import { memberPathFromDatabaseId } from "../memberPath";

describe("the directory's address", () => {
  it("reads search, online filter and sort, falling back to the defaults", () => {
    expect(readDirectoryParams(new URLSearchParams("q=wire&online=1&sort=MOST_ACTIVE"))).toEqual({
      search: "wire",
      onlineOnly: true,
      sort: "MOST_ACTIVE",
    });
    expect(readDirectoryParams(new URLSearchParams("sort=BOGUS&online=yes"))).toEqual({
      search: "",
      onlineOnly: false,
      sort: "NAME",
    });
  });

  it("writes only what differs from the defaults", () => {
    expect(writeDirectoryParams({ search: "  ", onlineOnly: false, sort: "NAME" }).toString()).toBe("");
    expect(writeDirectoryParams({ search: "Alex Chen", onlineOnly: true, sort: "NEWEST" }).toString()).toBe(
      "q=Alex+Chen&online=1&sort=NEWEST",
    );
  });
});

describe("memberPathFromDatabaseId", () => {
  it("links a mention's database id to the profile of the member's global id", () => {
    expect(memberPathFromDatabaseId("seed-user-alex-chen-01")).toBe(
      `/members/${encodeURIComponent(Buffer.from("User:seed-user-alex-chen-01").toString("base64"))}`,
    );
  });
});
