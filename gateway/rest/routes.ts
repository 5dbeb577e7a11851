import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Yoga } from "../yoga.js";
import { bodyProblem, field, jsonObject } from "./body.js";
import { certificatePdf } from "./certificatePdf.js";
import { prepareOperation, RestError, type RestFieldNames, runOperation, withOperations } from "./runOperation.js";
import { SLIDES_QUERY, slidesPdf } from "./slidesPdf.js";
import { STUDENTS_CSV_QUERY, studentsCsv, studentsCsvParams, studentsCsvVariables } from "./studentsCsv.js";
import {
  COURSE_FIELDS,
  courseShape,
  DISCUSSION_FIELDS,
  discussionShape,
  ENROLLMENT_FIELDS,
  enrollmentShape,
  messageShape,
  ONLINE_USER_FIELDS,
  onlineUserShape,
  PROFILE_FIELDS,
  STUDENT_FIELDS,
  studentShape,
  specializationValue,
  toCourse,
  toDiscussion,
  toEnrollment,
  toGlobalId,
  toOnlineUser,
  toStudent,
  toUser,
  userShape,
} from "./shapes.js";

type Body = Record<string, unknown>;

/** A successful answer that is a PDF file rather than JSON. */
export const PDF = "application/pdf";
/** A successful answer that is a CSV file (a spreadsheet export) rather than JSON. */
export const CSV = "text/csv";
/** The file types an answer may be instead of JSON. */
export type FileType = typeof PDF | typeof CSV;
export const isFileType = (response: Endpoint["response"]): response is FileType =>
  response === PDF || response === CSV;

export type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: string;
  /** What it does and who may call it, in the OpenAPI document (gateway/rest/openapi.ts). */
  summary: string;
  status?: number;
  /** The successful answer's JSON (shapes.ts), or a file (PDF, CSV). */
  response: z.ZodType | FileType;
  /** Headers of a successful answer (e.g. a download's Content-Disposition). */
  headers?: Record<string, string> | ((params: Record<string, string>) => Record<string, string>);
  /** The fields the endpoint reads, by JSON type (body.ts); checked before the operation runs. */
  body?: z.ZodType;
  /** The query string's parameters, checked (as `body`) before the operation runs. */
  searchParams?: z.ZodType;
  /** The GraphQL operation; every rule it needs (auth, validation) lives in the schema. */
  query: string;
  /** GraphQL argument names its errors use where the REST body's (or path's) differ. */
  fields?: RestFieldNames;
  variables?: (body: Body, params: Record<string, string>, search: Body) => Record<string, unknown>;
  /**
   * For a list legacy clients get whole: the connection in `data` (queried with `$after` and
   * `everyPage`). Its pages are read one after another and `map` gets every node; it must depend on
   * them alone, for its JSON is kept while the read cache answers the very same pages.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the connection's shape is typed in shapes.ts
  pages?: (data: any) => Page;
  /**
   * A download too big to hold (e.g. every student as CSV): the connection in `data` (queried with
   * `$after`) is read page after page while `body` streams each page's nodes to the client. The first
   * page is read before answering, so a refusal still answers its status and { message }.
   */
  stream?: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the connection's shape is typed with the query
    pages: (data: any) => Page;
    body: (pages: AsyncIterable<unknown[]>, search: Body) => Readable;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mapper's shape is typed in shapes.ts
  map?: (data: any, req: FastifyRequest) => unknown;
};

type Page = { edges: { node: unknown }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** The selection of a connection whose every page is read: nodes with `fields`, and where the next page starts. */
const everyPage = (fields: string) => `edges { node { ${fields} } } pageInfo { hasNextPage endCursor }`;

const credentials = (body: Body) => ({ input: { email: body.email, password: body.password } });
const credentialsBody = jsonObject({ email: field.string(), password: field.string() });

/** The legacy /api endpoints of spec section 7: each one GraphQL operation plus a reshaping. */
export const endpoints: Endpoint[] = [
  {
    method: "GET",
    url: "/api/auth/user",
    summary: "The signed-in community member's profile.",
    response: userShape,
    query: `{ me { ${PROFILE_FIELDS} } }`,
    map: (d) => toUser(d.me),
  },
  {
    // "Download my data" in /settings: the signed-in member's own data, as a file.
    method: "GET",
    url: "/api/me/export",
    summary: "Everything kept about the signed-in community member, as a JSON file (the myData query).",
    response: z.record(z.string(), z.unknown()),
    headers: {
      "content-disposition": 'attachment; filename="cyberlab-my-data.json"',
      "cache-control": "no-store",
    },
    query: "{ myData }",
    map: (d) => JSON.parse(d.myData),
  },
  {
    // A track certificate as a PDF, for anyone with its code (like its public page).
    method: "GET",
    url: "/api/certificates/:code/pdf",
    summary: "A track certificate as a PDF, for anyone with its code; 404 for an unknown code.",
    response: PDF,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="cyberlab-certificate.pdf"',
    },
    query: "query ($code: String!) { certificate(code: $code) { code recipientName trackTitle issuedAt verifyPath } }",
    variables: (_body, params) => ({ code: params.code }),
    map: (d, req) => {
      if (!d.certificate) throw new RestError(404, "Certificate not found");
      return certificatePdf(d.certificate, `${req.protocol}://${req.host}${d.certificate.verifyPath}`);
    },
  },
  {
    // Download Slides on a lesson page: its outline as a PDF, for visitors too.
    method: "GET",
    url: "/api/lessons/:slug/slides.pdf",
    summary: "A lesson page's slides (its outline) as a PDF, for visitors too; 404 for an unknown page.",
    response: PDF,
    headers: (params) => ({
      "content-type": "application/pdf",
      // The slug has passed the schema's lookup by then: only a real page's name reaches the header.
      "content-disposition": `attachment; filename="${params.slug?.replace(/[^a-z0-9-]/gi, "")}-slides.pdf"`,
      "cache-control": "no-cache",
    }),
    query: SLIDES_QUERY,
    variables: (_body, params) => ({ slug: params.slug }),
    map: (d) => slidesPdf(d.lessonPage),
  },
  {
    method: "GET",
    url: "/api/users/online",
    summary: "The community members online now (signed-in community members).",
    response: z.array(onlineUserShape),
    query: `{ onlineUsers { ${ONLINE_USER_FIELDS} } }`,
    map: (d) => d.onlineUsers.map(toOnlineUser),
  },
  {
    method: "GET",
    url: "/api/stats/discussions",
    summary: "How many discussions there are, in all and by category name.",
    response: z.object({ total: z.int(), byCategory: z.record(z.string(), z.int()) }),
    query: "{ discussionStats { total byCategory { name count } } }",
    map: (d) => ({
      total: d.discussionStats.total,
      byCategory: Object.fromEntries(
        d.discussionStats.byCategory.map((c: { name: string; count: number }) => [c.name, c.count]),
      ),
    }),
  },
  {
    method: "POST",
    url: "/api/discussions",
    summary: "Starts a discussion as the signed-in community member (isLocked is honoured for moderators only).",
    response: discussionShape,
    status: 201,
    body: jsonObject({
      title: field.string(),
      content: field.string(),
      categoryId: field.string(),
      isUrgent: field.boolean().nullish(),
      isPinned: field.boolean().nullish(),
      isLocked: field.boolean().nullish(),
    }),
    query: `mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussionEdge { node { ${DISCUSSION_FIELDS} } } } }`,
    variables: (b) => ({
      input: {
        title: b.title,
        content: b.content,
        categoryId: toGlobalId("Category", b.categoryId),
        isUrgent: b.isUrgent ?? false,
        isPinned: b.isPinned ?? false,
        isLocked: b.isLocked ?? false,
      },
    }),
    map: (d) => toDiscussion(d.createDiscussion.discussionEdge.node),
  },
  {
    method: "POST",
    url: "/api/likes",
    summary: "Likes a discussion as the signed-in community member; answers the discussion.",
    response: discussionShape,
    status: 201,
    body: jsonObject({ discussionId: field.id() }),
    query: `mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { discussion { ${DISCUSSION_FIELDS} } } }`,
    variables: (b) => ({ input: { discussionId: toGlobalId("Discussion", b.discussionId) } }),
    map: (d) => toDiscussion(d.likeDiscussion.discussion),
  },
  {
    method: "PATCH",
    url: "/api/users/profile",
    summary: "Changes the fields sent of the signed-in community member's profile; {} changes nothing.",
    response: userShape,
    // Partial: the fields sent change, the others keep their value; {} changes nothing and answers the profile.
    body: jsonObject({
      firstName: field.string().optional(),
      lastName: field.string().optional(),
      bio: field.string().optional(),
      specialization: field.specialization().optional(),
      skills: field.strings().optional(),
    }),
    query: `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { ${PROFILE_FIELDS} } } }`,
    variables: (b) => ({
      input: {
        firstName: b.firstName,
        lastName: b.lastName,
        bio: b.bio,
        specialization: specializationValue(b.specialization),
        skills: b.skills,
      },
    }),
    map: (d) => toUser(d.updateProfile.profile),
  },
  {
    method: "POST",
    url: "/api/student/auth",
    summary: "Signs a student in (sets the session cookie); 429 with Retry-After after too many failures.",
    response: studentShape,
    body: credentialsBody,
    query: `mutation ($input: StudentLoginInput!) { studentLogin(input: $input) { student { ${STUDENT_FIELDS} } } }`,
    variables: credentials,
    map: (d) => toStudent(d.studentLogin.student),
  },
  {
    method: "GET",
    url: "/api/student/user",
    summary: "The signed-in student, with their enrolments.",
    response: studentShape,
    query: `{ currentStudent { ${STUDENT_FIELDS} } }`,
    map: (d) => toStudent(d.currentStudent),
  },
  {
    method: "GET",
    url: "/api/student/enrollments",
    summary: "The signed-in student's enrolments.",
    response: z.array(enrollmentShape),
    query: `{ myEnrollments { ${ENROLLMENT_FIELDS} } }`,
    map: (d) => d.myEnrollments.map(toEnrollment),
  },
  {
    method: "POST",
    url: "/api/student/logout",
    summary: "Signs the student out; their sessions end.",
    response: messageShape,
    query: "mutation { studentLogout(input: {}) { clientMutationId } }",
    map: () => ({ message: "Logged out" }),
  },
  {
    method: "GET",
    url: "/api/admin/students",
    summary: "Every student, with their enrolments (administrators).",
    response: z.array(studentShape),
    query: `query ($after: String) { students(first: 100, after: $after) { ${everyPage(STUDENT_FIELDS)} } }`,
    pages: (d) => d.students,
    map: (students) => students.map(toStudent),
  },
  {
    // The admin portal's Export: students with their enrolments and progress, as the list's filters
    // (?search=&status=&course=&sort=) or a selection (?ids=a,b,c) narrow it; ?bom=1 for Excel.
    method: "GET",
    url: "/api/admin/students.csv",
    summary:
      "Students with their enrolments and progress as CSV, one row per enrolment, streamed (administrators); formula-like cells are neutralised.",
    response: CSV,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="cyberlab-students.csv"',
      "cache-control": "no-store",
    },
    searchParams: studentsCsvParams,
    query: STUDENTS_CSV_QUERY,
    variables: (_body, _params, search) => studentsCsvVariables(search),
    stream: { pages: (d) => d.students, body: (pages, search) => studentsCsv(pages, search.bom === "1") },
  },
  {
    method: "GET",
    url: "/api/admin/courses",
    summary: "Every course, active or not (administrators).",
    response: z.array(courseShape),
    query: `query ($after: String) { allCourses(first: 100, after: $after) { ${everyPage(COURSE_FIELDS)} } }`,
    pages: (d) => d.allCourses,
    map: (courses) => courses.map(toCourse),
  },
  {
    method: "POST",
    url: "/api/admin/auth",
    summary: "Signs an administrator in (sets the session cookie); 429 with Retry-After after too many failures.",
    response: messageShape,
    body: credentialsBody,
    query: "mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { clientMutationId } }",
    variables: credentials,
    map: () => ({ message: "Admin authenticated" }),
  },
  {
    method: "POST",
    url: "/api/admin/logout",
    summary: "Signs the administrator out.",
    response: messageShape,
    query: "mutation { adminLogout(input: {}) { clientMutationId } }",
    map: () => ({ message: "Logged out" }),
  },
  {
    method: "PUT",
    url: "/api/admin/students/:id/status",
    summary: "Enables or disables a student (administrators); disabling ends their sessions.",
    response: studentShape,
    body: jsonObject({ isActive: field.boolean() }),
    fields: { studentId: "id" },
    query: `mutation ($input: SetStudentActiveInput!) { setStudentActive(input: $input) { student { ${STUDENT_FIELDS} } } }`,
    variables: (b, p) => ({ input: { studentId: toGlobalId("Student", p.id), isActive: b.isActive } }),
    map: (d) => toStudent(d.setStudentActive.student),
  },
  {
    method: "PUT",
    url: "/api/admin/students/:id/password",
    summary: "Sets a student's password (administrators); the student's sessions end.",
    response: messageShape,
    body: jsonObject({ password: field.string() }),
    fields: { studentId: "id" },
    query: "mutation ($input: SetStudentPasswordInput!) { setStudentPassword(input: $input) { clientMutationId } }",
    variables: (b, p) => ({ input: { studentId: toGlobalId("Student", p.id), password: b.password } }),
    map: () => ({ message: "Password updated" }),
  },
  {
    method: "POST",
    url: "/api/admin/enrollments",
    summary: "Enrols a student in a course (administrators); 409 when already enrolled.",
    response: enrollmentShape,
    status: 201,
    body: jsonObject({ userId: field.id(), courseId: field.int() }),
    fields: { studentId: "userId" },
    query: `mutation ($input: EnrollStudentInput!) { enrollStudent(input: $input) { enrollment { ${ENROLLMENT_FIELDS} } } }`,
    variables: (b) => ({
      input: { studentId: toGlobalId("Student", b.userId), courseId: toGlobalId("Course", b.courseId) },
    }),
    map: (d) => toEnrollment(d.enrollStudent.enrollment),
  },
];

/** Each endpoint as a route; its failures are RestErrors, answered as { message } by errorReplies.ts. */
export function registerRestRoutes(fastify: FastifyInstance, yoga: Yoga): void {
  for (const endpoint of endpoints) {
    // Parsed and validated here, once: each request only executes it.
    const operation = prepareOperation(yoga, endpoint.query);
    // A whole list's last answer as JSON, with the pages it was made of: asked again and answered by
    // the read cache with the very same pages (its answers are never changed), it is sent as it was,
    // rather than reshaped and serialised again (hundreds of students with their enrolments).
    let lastList: { pages: unknown[]; json: string } | undefined;
    fastify.route({
      method: endpoint.method,
      url: endpoint.url,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const problem = endpoint.body ? bodyProblem(endpoint.body, req.body) : null;
        if (problem) throw new RestError(400, problem);
        const searchProblem = endpoint.searchParams ? searchParamsProblem(endpoint.searchParams, req.query) : null;
        if (searchProblem) throw new RestError(400, searchProblem);
        const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Body) : {};
        const params = req.params as Record<string, string>;
        const search = (req.query ?? {}) as Body;
        const variables = endpoint.variables?.(body, params, search) ?? {};
        const headers = typeof endpoint.headers === "function" ? endpoint.headers(params) : endpoint.headers;
        if (endpoint.stream) {
          const { pages, body: streamBody } = endpoint.stream;
          const read = async (after: string | null) =>
            pages(await runOperation(yoga, req, reply, operation, { ...variables, after }, endpoint.fields));
          const first = await read(null);
          if (headers) reply.headers(headers);
          return reply.status(endpoint.status ?? 200).send(streamBody(pagesFrom(first, read), search));
        }
        const { pages } = endpoint;
        if (pages) {
          const read = await withOperations(yoga, req, reply, (run) =>
            readEveryPage(pages, (after) => run(operation, { ...variables, after }, endpoint.fields)),
          );
          const kept = lastList;
          let json: string;
          if (kept && kept.pages.length === read.pages.length && kept.pages.every((page, i) => page === read.pages[i]))
            json = kept.json;
          else {
            json = JSON.stringify(await (endpoint.map ? endpoint.map(read.nodes, req) : read.nodes));
            lastList = { pages: read.pages, json };
          }
          if (headers) reply.headers(headers);
          return reply
            .status(endpoint.status ?? 200)
            .type("application/json; charset=utf-8")
            .send(json);
        }
        const data = await runOperation(yoga, req, reply, operation, variables, endpoint.fields);
        const answer = await endpoint.map?.(data, req);
        if (headers) reply.headers(headers);
        return reply.status(endpoint.status ?? 200).send(answer);
      },
    });
  }
}

/** Why the query string does not fit, in REST's terms ("status must be all, active or pending"), or null. */
function searchParamsProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value ?? {});
  if (result.success) return null;
  return result.error.issues.map((issue) => `${issue.path.join(".") || "Query string"} ${issue.message}`).join("; ");
}

/** A connection's nodes, a page at a time, starting from the page already read. */
async function* pagesFrom(first: Page, read: (after: string) => Promise<Page>): AsyncIterable<unknown[]> {
  for (let page = first; ; page = await read(page.pageInfo.endCursor!)) {
    yield page.edges.map((edge) => edge.node);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return;
  }
}

/** Every node of a connection, page after page, and each page's `data` as read. */
async function readEveryPage(
  pageOf: (data: unknown) => Page,
  read: (after: string | null) => Promise<unknown>,
): Promise<{ nodes: unknown[]; pages: unknown[] }> {
  const nodes: unknown[] = [];
  const pages: unknown[] = [];
  for (let after: string | null = null; ;) {
    const data = await read(after);
    pages.push(data);
    const page = pageOf(data);
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return { nodes, pages };
    after = page.pageInfo.endCursor;
  }
}
