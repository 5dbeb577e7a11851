// Typed text matches only itself. Prisma turns a case-insensitive filter into ILIKE and passes the
// text through as the pattern (schema/rules/textMatch.ts): unescaped, an e-mail of "%" found an
// account to check the password against, "a_ex@…" stood for "alex@…", and a trailing "\" made the
// statement fail (a 500 the REST fuzz found). Here every place that matches typed text any case:
// the sign-ins, sign-up, the embedded provider's accounts, OpenID Connect linking and the searches.
import { beforeAll, describe, expect, it } from "vitest";
import { authenticateCommunityAccount } from "../../schema/auth/communityAccounts.js";
import { CommunityLoginRefused, upsertCommunityUserFromClaims } from "../../schema/auth/communityUser.js";
import { hashPassword } from "../../schema/auth/passwords.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { graphqlAnswer, memberClient, restClient, type RestClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

const UNDERSCORED = { email: "tia_under@example.com", password: "Underscore!2026" };
/** A member with a password at the embedded OpenID provider. */
const PROVIDER_ACCOUNT = { email: "provider.member@example.com", password: "Provider!2026" };
/** The demo address with its first letter as a LIKE wildcard: "_dmin@…" for "admin@…". */
const wildcardFor = (email: string) => `_${email.slice(1)}`;

const SIGNUP = "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { email isActive } }";
const STUDENTS = "query ($search: String) { students(first: 100, search: $search) { edges { node { email } } } }";
const MEMBER_ROLES =
  "query ($search: String) { communityMemberRoles(first: 100, search: $search) { edges { node { email } } } }";
const AUDIT = "query ($actor: String) { auditLog(first: 100, actor: $actor) { edges { node { actor { email } } } } }";
const BOARD = "query ($search: String) { discussions(first: 50, search: $search) { edges { node { title } } } }";
const START = "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }";
const GENERAL = Buffer.from("Category:general").toString("base64");
const SUGGESTIONS = "query ($search: String!) { memberSuggestions(search: $search) { firstName lastName } }";

type Edges<T> = { edges: { node: T }[] };
const nodes = <T>(connection: Edges<T> | undefined) => (connection?.edges ?? []).map((e) => e.node);

describe.each(testDatabaseKinds)("typed text matches only itself on %s", (kind) => {
  const app = useTestApp(kind, {
    demoAccounts: true,
    settings: { signupLimits: { perAddress: { max: 1000, windowMs: 3_600_000 } } },
  });
  let admin: RestClient;
  let member: RestClient;

  beforeAll(async () => {
    await app.prisma.user.create({
      data: {
        role: "STUDENT",
        email: UNDERSCORED.email,
        firstName: "Tia",
        lastName: "Under",
        isActive: true,
        passwordHash: await hashPassword(UNDERSCORED.password),
      },
    });
    await app.prisma.user.create({
      data: {
        role: "COMMUNITY",
        email: PROVIDER_ACCOUNT.email,
        firstName: "Pat",
        lastName: "Provider",
        passwordHash: await hashPassword(PROVIDER_ACCOUNT.password),
      },
    });
    admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
    member = await memberClient(app, TEST_SESSION_SECRET, "seed-user-alex-chen-01");
  });

  const signIn = (path: string, email: string, password: string) =>
    restClient(app.fastify).post(path, { email, password });

  it("signs nobody in with % or _ in place of an address, and refuses a trailing backslash like any wrong one", async () => {
    for (const [path, account] of [
      ["/api/admin/auth", demo.admin],
      ["/api/student/auth", demo.student],
    ] as const) {
      for (const email of ["%", "%@cyberlab.academy", wildcardFor(account.email), "\\", `${account.email}\\`]) {
        const res = await signIn(path, email, account.password);
        expect({ path, email, status: res.status, body: res.body }).toEqual({
          path,
          email,
          status: 401,
          body: { message: expect.any(String) },
        });
      }
      // The address itself still signs in, whatever its case.
      expect((await signIn(path, account.email.toUpperCase(), account.password)).status).toBe(200);
    }
  });

  it("signs in an address that has an underscore, typed as it is", async () => {
    expect((await signIn("/api/student/auth", "TIA_UNDER@example.com", UNDERSCORED.password)).status).toBe(200);
    expect((await signIn("/api/student/auth", "tiaXunder@example.com", UNDERSCORED.password)).status).toBe(401);
  });

  it("lets an address sign up where another differs only by a character a wildcard would match", async () => {
    const form = (email: string) => ({
      firstName: "Dana",
      lastName: "Okafor",
      email,
      phone: "+1 555 0100",
      experience: "SOME",
      password: "Dana!2026",
      confirmPassword: "Dana!2026",
    });
    const taken = await graphqlAnswer(restClient(app.fastify), SIGNUP, { input: form("Tia_Under@Example.com") });
    expect(taken).toMatchObject({ data: null, errors: [{ extensions: { code: "CONFLICT" } }] });
    // "ti__under" is an address of its own: before, its underscores matched the stored "tia_under".
    const free = await graphqlAnswer(restClient(app.fastify), SIGNUP, { input: form("ti__under@example.com") });
    expect(free.errors).toBeUndefined();
    expect(free.data).toEqual({ studentSignup: { email: "ti__under@example.com", isActive: false } });
  });

  it("finds no embedded-provider account for a pattern, only for the address", async () => {
    const community = PROVIDER_ACCOUNT;
    for (const email of ["%", wildcardFor(community.email), "\\"]) {
      expect(await authenticateCommunityAccount(app.prisma, { email, password: community.password })).toBeNull();
    }
    expect(
      await authenticateCommunityAccount(app.prisma, {
        email: community.email.toUpperCase(),
        password: community.password,
      }),
    ).toEqual(expect.any(String));
  });

  it("never links an issuer's account to a member whose address a wildcard would match", async () => {
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    const lookalike = wildcardFor(alex.email);
    const signIn = await upsertCommunityUserFromClaims(app.prisma, {
      sub: "issuer|lookalike",
      email: lookalike,
      email_verified: true,
      given_name: "Mallory",
      family_name: "Lookalike",
    }).catch((error: unknown) => (error instanceof CommunityLoginRefused ? error.reason : error));
    // A new account of its own, and Alex's stays unlinked.
    expect(signIn).toMatchObject({ role: "COMMUNITY" });
    expect((signIn as { id: string }).id).not.toBe(alex.id);
    expect(await app.prisma.user.findUniqueOrThrow({ where: { id: alex.id } })).toMatchObject({ oidcSubject: null });
  });

  it("searches for %, _ and \\ as the characters they are", async () => {
    const students = async (search: string) =>
      nodes((await graphqlAnswer<{ students: Edges<{ email: string }> }>(admin, STUDENTS, { search })).data?.students);
    // Only the addresses with an underscore (the sign-up above added one).
    const underscored = (await app.prisma.user.findMany({ where: { role: "STUDENT" }, select: { email: true } }))
      .filter((u) => u.email.includes("_"))
      .map((u) => u.email);
    expect(underscored).toContain(UNDERSCORED.email);
    expect((await students("_")).map((s) => s.email).sort()).toEqual(underscored.sort());
    expect(await students("%")).toEqual([]);
    expect(await students("\\")).toEqual([]);

    const roles = await graphqlAnswer<{ communityMemberRoles: Edges<unknown> }>(admin, MEMBER_ROLES, { search: "%" });
    expect(roles.errors).toBeUndefined();
    expect(nodes(roles.data?.communityMemberRoles)).toEqual([]);

    const audit = await graphqlAnswer<{ auditLog: Edges<{ actor: { email: string } }> }>(admin, AUDIT, { actor: "_" });
    expect(audit.errors).toBeUndefined();
    expect(nodes(audit.data?.auditLog)).toEqual([]);
    expect(
      nodes((await graphqlAnswer<{ auditLog: Edges<unknown> }>(admin, AUDIT, { actor: "admin@" })).data?.auditLog),
    ).not.toEqual([]);

    const board = async (search: string) => {
      const answer = await graphqlAnswer<{ discussions: Edges<{ title: string }> }>(member, BOARD, { search });
      expect(answer.errors).toBeUndefined();
      return nodes(answer.data?.discussions).map((d) => d.title);
    };
    const title = "Is 100% uptime a realistic target?";
    const posted = await graphqlAnswer(member, START, {
      input: { title, content: "Asking for a lab_report.", categoryId: GENERAL },
    });
    expect(posted.errors).toBeUndefined();
    const everyTitle = await board("");
    expect(everyTitle.length).toBeGreaterThan(2);
    // Unescaped, "%" and "_" matched every discussion.
    expect(await board("%")).toEqual([title]);
    expect(await board("0% up")).toEqual([title]);
    expect(await board("_")).toEqual([title]);
    expect(await board("\\")).toEqual([]);

    const suggestions = await graphqlAnswer<{ memberSuggestions: unknown[] }>(member, SUGGESTIONS, { search: "_" });
    expect(suggestions).toMatchObject({ status: 200, data: { memberSuggestions: [] } });
    expect(
      (await graphqlAnswer<{ memberSuggestions: unknown[] }>(member, SUGGESTIONS, { search: "alex" })).data
        ?.memberSuggestions,
    ).toContainEqual({ firstName: "Alex", lastName: "Chen" });
  });
});
