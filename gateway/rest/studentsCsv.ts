// GET /api/admin/students.csv: the admin's student list (its filters, or a selection) with every
// enrolment and its progress, streamed page by page as CSV. Spreadsheets run cells that start with
// = + - @ (or a tab or carriage return) as formulas: such cells are written with a leading ' so a
// name like =HYPERLINK(…) stays text.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { z } from "zod";
import { toGlobalId } from "./shapes.js";

/** The columns, one row per enrolment (a student without any has one row with empty course columns). */
export const STUDENT_CSV_COLUMNS = [
  "Student ID",
  "First name",
  "Last name",
  "E-mail",
  "Status",
  "Created",
  "Course",
  "Enrolled",
  "Progress (%)",
  "Completed lessons",
] as const;

export const STUDENTS_CSV_QUERY = `query ($after: String, $search: String, $status: StudentStatus, $courseId: ID, $sort: StudentSort, $ids: [ID!]) {
  students(first: 100, after: $after, search: $search, status: $status, courseId: $courseId, sort: $sort, ids: $ids) {
    edges { node { databaseId firstName lastName email isActive createdAt enrollments { createdAt progress completedLessons course { title } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type CsvStudent = {
  databaseId: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  createdAt: string;
  enrollments: { createdAt: string; progress: number; completedLessons: number; course: { title: string } }[];
};

const oneValue = (what: string) => z.string({ error: `must be ${what}, given once` });

/** The query string: the list's filters as the admin portal's URL holds them, or a selection of ids. */
export const studentsCsvParams = z.looseObject({
  search: oneValue("text").max(200, "is too long").optional(),
  status: z.enum(["all", "active", "pending"], { error: "must be all, active or pending" }).optional(),
  sort: z.enum(["newest", "name", "email"], { error: "must be newest, name or email" }).optional(),
  course: oneValue("a course id")
    .regex(/^\d{1,9}$/, "must be a course id")
    .optional(),
  ids: oneValue("student ids separated by commas")
    .refine((s) => s.split(",").filter(Boolean).length <= 100, "must name at most 100 students")
    .optional(),
  bom: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
});

/** The students query's variables for a checked query string. */
export function studentsCsvVariables(params: z.infer<typeof studentsCsvParams>): Record<string, unknown> {
  const ids = params.ids
    ?.split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    search: params.search?.trim() || null,
    status: (params.status ?? "all").toUpperCase(),
    sort: (params.sort ?? "newest").toUpperCase(),
    courseId: params.course ? toGlobalId("Course", params.course) : null,
    ids: ids ? ids.map((id) => toGlobalId("Student", id)) : null,
  };
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe; others stay as they are. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function rowsOf(student: CsvStudent): string[][] {
  const who = [
    student.databaseId,
    student.firstName,
    student.lastName,
    student.email,
    student.isActive ? "Active" : "Inactive",
    student.createdAt,
  ];
  if (student.enrollments.length === 0) return [[...who, "", "", "", ""]];
  return student.enrollments.map((e) => [
    ...who,
    e.course.title,
    e.createdAt,
    String(e.progress),
    String(e.completedLessons),
  ]);
}

/** The CSV body: a header, then each page's students as they arrive; with `bom`, a UTF-8 BOM first (for Excel). */
export function studentsCsv(pages: AsyncIterable<unknown[]>, bom: boolean): Readable {
  // csv-stringify quotes a cell holding a comma, a quote or a line break, and doubles its quotes.
  const csv = stringify({ bom, header: true, columns: [...STUDENT_CSV_COLUMNS] });
  async function* records() {
    for await (const page of pages) {
      for (const student of page as CsvStudent[]) {
        for (const row of rowsOf(student)) yield row.map(neutraliseFormula);
      }
    }
  }
  const source = Readable.from(records());
  // A page that fails to load mid-way ends the download with an error, never a short file that looks whole.
  source.on("error", (error) => csv.destroy(error));
  return source.pipe(csv);
}
