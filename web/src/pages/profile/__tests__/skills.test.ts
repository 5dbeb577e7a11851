import { describe, expect, it } from "vitest";
import { profileSchema } from "../../../../../schema/profile";
import { addSkill, fieldErrors, removeSkill } from "../skills";

describe("skills", () => {
  it("adds a trimmed skill once", () => {
    expect(addSkill(["Nmap"], "  Wireshark ")).toEqual(["Nmap", "Wireshark"]);
    expect(addSkill(["Nmap"], " Nmap ")).toEqual(["Nmap"]);
    expect(addSkill(["Nmap"], "   ")).toEqual(["Nmap"]);
  });
  it("removes a skill", () => {
    expect(removeSkill(["Nmap", "Wireshark"], "Nmap")).toEqual(["Wireshark"]);
  });
});

describe("fieldErrors", () => {
  it("names each field's first problem from the shared profile rules", () => {
    const parsed = profileSchema.safeParse({ firstName: " ", lastName: "", skills: [] });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });
});
