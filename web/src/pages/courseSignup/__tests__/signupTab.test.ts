import { describe, expect, it } from "vitest";
import { courseIdFromParams, paramsForTab, tabFromParams } from "../signupTab";

const params = (query: string) => new URLSearchParams(query);

describe("sign-up page tabs in the URL", () => {
  it("opens Sign Up unless the URL asks for Sign In", () => {
    expect(tabFromParams(params(""))).toBe("signup");
    expect(tabFromParams(params("tab=signin"))).toBe("signin");
    expect(tabFromParams(params("tab=whatever"))).toBe("signup");
  });

  it("switches tab without losing the course", () => {
    expect(paramsForTab(params("courseId=2"), "signin").toString()).toBe("courseId=2&tab=signin");
    expect(paramsForTab(params("courseId=2&tab=signin"), "signup").toString()).toBe("courseId=2");
  });

  it("reads the course id of an Enroll Now link and ignores anything else", () => {
    expect(courseIdFromParams(params("courseId=3"))).toBe(3);
    expect(courseIdFromParams(params(""))).toBeNull();
    for (const bad of ["0", "-1", "2.5", "abc", "1e3", "9999999999"]) {
      expect(courseIdFromParams(params(`courseId=${bad}`))).toBeNull();
    }
  });
});
