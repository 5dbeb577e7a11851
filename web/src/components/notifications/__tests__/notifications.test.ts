import { describe, expect, it } from "vitest";
import { bellBadge } from "../bellBadge";
import { notificationPath } from "../notificationPath";

describe("the bell's badge", () => {
  it("is hidden at 0, the count up to 9, then 9+", () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(1)).toBe("1");
    expect(bellBadge(9)).toBe("9");
    expect(bellBadge(10)).toBe("9+");
    expect(bellBadge(250)).toBe("9+");
  });
});

describe("where a notification leads", () => {
  it("opens the discussion, at the reply when it is about one", () => {
    expect(notificationPath({ discussion: { id: "RGlzY3Vzc2lvbjox" }, reply: null })).toBe(
      "/community/discussions/RGlzY3Vzc2lvbjox",
    );
    expect(notificationPath({ discussion: { id: "RDox" }, reply: { id: "UmVwbHk6eA==" } })).toBe(
      "/community/discussions/RDox#reply-UmVwbHk6eA%3D%3D",
    );
    expect(notificationPath({ discussion: null, reply: null })).toBeNull();
  });

  it("opens a mentor answer's lesson page on its Ask Mentor tab", () => {
    expect(notificationPath({ discussion: null, reply: null, lessonPageSlug: "it-fundamentals" })).toBe(
      "/it-fundamentals?tab=mentor",
    );
  });

  it("opens a graded submission's assignment", () => {
    expect(notificationPath({ discussion: null, reply: null, assignmentSlug: "project-server-hardening" })).toBe(
      "/assignments/project-server-hardening",
    );
  });
});
