import { describe, expect, it } from "vitest";
import { studentListState, studentListVariables, studentsCsvUrl, withStudentList } from "../studentListParams";

const state = (query: string) => studentListState(new URLSearchParams(query));

const C1 = btoa("GPC:S:student-1");
const C2 = btoa("GPC:S:student-2");

describe("the student list's URL", () => {
  it("reads defaults from a plain URL and ignores what it cannot use", () => {
    expect(state("")).toEqual({
      search: "",
      status: "ALL",
      course: null,
      sort: "NEWEST",
      size: 25,
      after: null,
      before: null,
      from: 1,
    });
    expect(state("status=gone&sort=age&size=7&course=abc&from=40")).toMatchObject({
      status: "ALL",
      sort: "NEWEST",
      size: 25,
      course: null,
      // No cursor: the first page, whatever `from` says.
      from: 1,
    });
  });

  it("maps filters and a page step to the query's variables", () => {
    const s = state(`q=lee&status=pending&course=2&sort=name&size=50&after=${C1}&from=51`);
    expect(studentListVariables(s)).toEqual({
      first: 50,
      after: C1,
      last: null,
      before: null,
      search: "lee",
      status: "PENDING",
      courseId: btoa("Course:2"),
      sort: "NAME",
    });
    expect(studentListVariables(state(`before=${C2}&from=26`))).toMatchObject({ first: null, last: 25, before: C2 });
    // A cursor the server did not write: the first page.
    expect(state("after=xyz&from=26")).toMatchObject({ after: null, from: 1 });
    expect(state("before=%%%&from=26")).toMatchObject({ before: null, from: 1 });
  });

  it("goes back to the first page when a filter changes, keeps filters when paging", () => {
    const paged = new URLSearchParams(`q=lee&after=${C1}&from=26`);
    expect(withStudentList(paged, { status: "ACTIVE" }).toString()).toBe("q=lee&status=active");
    expect(Object.fromEntries(withStudentList(paged, { after: C2, from: 51 }))).toEqual({
      q: "lee",
      after: C2,
      from: "51",
    });
    expect(Object.fromEntries(withStudentList(paged, { after: null, before: C2, from: 26 }))).toEqual({
      q: "lee",
      before: C2,
      from: "26",
    });
    // Other parameters (the open tab) stay.
    expect(withStudentList(new URLSearchParams("tab=students"), { sort: "EMAIL" }).toString()).toBe(
      "tab=students&sort=email",
    );
  });

  it("builds the export's URL from the filters or the selection", () => {
    expect(studentsCsvUrl(state("q=lee jo&status=pending&course=2&sort=name&after=x&from=26"))).toBe(
      "/api/admin/students.csv?search=lee+jo&status=pending&course=2&sort=name",
    );
    expect(studentsCsvUrl(state("q=lee"), ["a", "b"])).toBe("/api/admin/students.csv?ids=a%2Cb");
    expect(studentsCsvUrl(state(""))).toBe("/api/admin/students.csv");
  });
});
