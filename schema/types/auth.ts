import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { credentialsSchema } from "../auth/credentials.js";
import { endEverySession } from "../auth/endSessions.js";
import { verifyPassword } from "../auth/passwords.js";
import { builder, mutationInput, type Types } from "../builder.js";
import { readOwnNotifications } from "../db/partitions.js";
import type { Context } from "../context.js";
import { invalidCredentials } from "../errors.js";
import { throttledPasswordCheck } from "../rateLimit.js";
import type { Role } from "../generated/prisma/enums.js";
import { sameTextAnyCase } from "../rules/textMatch.js";
import { StudentNode } from "./student.js";

const credentialFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  email: t.string({ required: true, description: "Account e-mail address." }),
  password: t.string({ required: true, description: "Account password." }),
});

/**
 * Checks credentials for an account of the given role and starts a fresh session. Unknown
 * e-mail, wrong password, wrong role and a disabled account all get the same answer.
 */
async function signInWithPassword(ctx: Context, role: Role, email: string, password: string) {
  const check = async () => {
    const found = await ctx.prisma.user.findFirst({ where: { email: sameTextAnyCase(email), role } });
    const ok = await verifyPassword(found?.passwordHash, password);
    return found && ok && found.isActive ? found : null;
  };
  // Only HTTP reaches here (the `http` scope), and HTTP always has its client's throttle.
  const user = ctx.loginThrottle ? await throttledPasswordCheck(ctx.loginThrottle, email, check) : await check();
  if (!user) throw invalidCredentials();
  await ctx.session.signIn(user);
  // The rest of this operation (the login's answer) is read as the new user.
  ctx.viewer = { id: user.id, role: user.role };
  return user;
}

/** Ends this browser's session and every other session of the same user. */
export async function signOut(ctx: Context, options?: { reauthenticate?: boolean }) {
  if (ctx.viewer) {
    await ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: endEverySession() });
  }
  await ctx.session.signOut(options);
  ctx.viewer = null;
  return {};
}

const signedIn = "The account now signed in in this browser.";
const signedOut = "Null: nobody is signed in in this browser any more.";

builder.relayMutationField(
  "studentLogin",
  {
    description: "A student's e-mail and password.",
    inputFields: credentialFields,
    validate: mutationInput(credentialsSchema),
  },
  {
    description:
      "Signs a student in with e-mail and password. Over HTTP only (HTTP_REQUIRED on graphql-ws): the session is a cookie.",
    authScopes: { http: true },
    resolve: async (_root, { input }, ctx) => ({
      userId: (await signInWithPassword(ctx, "STUDENT", input.email, input.password)).id,
    }),
  },
  {
    description: "The signed-in student.",
    outputFields: (t) => ({
      student: t.prismaField({
        type: StudentNode,
        description: "The student, as the portal shows them.",
        resolve: (query, r, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: r.userId } }),
      }),
      viewer: t.prismaField({
        type: SignedInViewer,
        description: signedIn,
        resolve: (query, r, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: r.userId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "adminLogin",
  {
    description: "An admin's e-mail and password.",
    inputFields: credentialFields,
    validate: mutationInput(credentialsSchema),
  },
  {
    description: "Signs an admin in with e-mail and password. Over HTTP only (HTTP_REQUIRED on graphql-ws).",
    authScopes: { http: true },
    resolve: async (_root, { input }, ctx) => {
      const admin = await signInWithPassword(ctx, "ADMIN", input.email, input.password);
      await recordAudit(ctx.prisma, { actorId: admin.id, action: AUDIT_ACTIONS.ADMIN_LOGIN });
      return { userId: admin.id };
    },
  },
  {
    description: "The signed-in admin.",
    outputFields: (t) => ({
      viewer: t.prismaField({
        type: SignedInViewer,
        description: signedIn,
        resolve: (query, r, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: r.userId } }),
      }),
    }),
  },
);

export const signOutPayload = (description: string) => ({
  description,
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
    viewer: t.field({ type: SignedInViewer, nullable: true, description: signedOut, resolve: () => null }),
  }),
});
export const noInput = { description: "Nothing but an optional clientMutationId.", inputFields: () => ({}) };

builder.relayMutationField(
  "logout",
  noInput,
  {
    description:
      "Signs the caller out, in this browser and everywhere else. Over HTTP only (HTTP_REQUIRED on graphql-ws).",
    authScopes: { http: true },
    resolve: (_root, _args, ctx) => signOut(ctx),
  },
  signOutPayload("Signed out."),
);

builder.relayMutationField(
  "studentLogout",
  noInput,
  {
    description: "Signs the student out. Over HTTP only.",
    authScopes: { $all: { student: true, http: true } },
    resolve: (_root, _args, ctx) => signOut(ctx),
  },
  signOutPayload("The student signed out."),
);

builder.relayMutationField(
  "adminLogout",
  noInput,
  {
    description: "Signs the admin out. Over HTTP only.",
    authScopes: { $all: { admin: true, http: true } },
    resolve: async (_root, _args, ctx) => {
      await recordAudit(ctx.prisma, { actorId: ctx.viewer!.id, action: AUDIT_ACTIONS.ADMIN_LOGOUT });
      return signOut(ctx);
    },
  },
  signOutPayload("The admin signed out."),
);

const ViewerRole = builder.enumType("ViewerRole", {
  description: "The kind of account signed in.",
  values: {
    COMMUNITY: { description: "Community member (OpenID Connect)." },
    STUDENT: { description: "Student." },
    ADMIN: { description: "Admin." },
  } as const,
});

export const SignedInViewer = builder.prismaNode("User", {
  variant: "Viewer",
  description: "Who is signed in in this browser: enough for headers and menus (and the bell).",
  id: { field: "id" },
  // Only the columns the query asks for (every screen reads the viewer).
  select: { id: true },
  authScopes: (user, ctx) => ctx.viewer?.id === user.id,
  fields: (t) => ({
    role: t.expose("role", { type: ViewerRole, description: "Kind of account." }),
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    email: t.exposeString("email", { description: "E-mail address." }),
    profileImageUrl: t.exposeString("profileImageUrl", { nullable: true, description: "Avatar image, if any." }),
    isModerator: t.boolean({
      description: "A community moderator: may pin, lock, move, hide and restore any post.",
      select: { role: true, isModerator: true },
      resolve: (user) => user.role === "COMMUNITY" && user.isModerator,
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: SignedInViewer,
    nullable: true,
    description:
      "The signed-in account, or null when signed out (never an error: pages use it to choose what to show).",
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => {
      // The selection is spread before the signed-out case returns, so Pothos does not report
      // it as unused (it only loads the columns asked for: `select` above).
      const args = { ...query, where: { id: ctx.viewer?.id ?? "" } };
      // Kept in the read cache across notifications of other members (schema/db/partitions.ts).
      return ctx.viewer ? readOwnNotifications(ctx.viewer.id, args, () => ctx.prisma.user.findUnique(args)) : null;
    },
  }),
);
