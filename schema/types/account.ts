import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { builder, mutationInput } from "../builder.js";
import type { Prisma } from "../generated/prisma/client.js";
import { memberData } from "../memberData.js";
import {
  DELETE_CONFIRMATION,
  DELETED_MEMBER_NAME,
  deleteAccountSchema,
  deletedAccount,
} from "../rules/accountDeletion.js";
import { noInput, signOut, signOutPayload } from "./auth.js";

// A member's control over their account (/settings): end every session, take their data with them,
// or delete the account and its personal data while their posts stay under "[deleted member]".

builder.relayMutationField(
  "signOutEverywhere",
  noInput,
  {
    description:
      "Ends every session of the signed-in member, on every device, this browser's included. Over HTTP only (HTTP_REQUIRED on graphql-ws).",
    authScopes: { $all: { community: true, http: true } },
    // The next sign-in in this browser asks for the password, whatever the identity provider remembers.
    resolve: (_root, _args, ctx) => signOut(ctx, { reauthenticate: true }),
  },
  signOutPayload("Signed out everywhere."),
);

builder.queryField("myData", (t) =>
  t.string({
    description:
      "Everything kept about the signed-in member, as one JSON document: profile (never credentials), discussions, replies, likes, flags raised, notifications, lesson comments and mentor questions.",
    authScopes: { community: true },
    resolve: async (_root, _args, ctx) => JSON.stringify(await memberData(ctx.prisma, ctx.viewer!.id), null, 2),
  }),
);

builder.relayMutationField(
  "deleteMyAccount",
  {
    description: "The member's confirmation.",
    inputFields: (t) => ({
      confirmation: t.string({ required: true, description: `Exactly ${DELETE_CONFIRMATION}, typed by the member.` }),
    }),
    validate: mutationInput(deleteAccountSchema),
  },
  {
    description:
      'Deletes the signed-in member\'s account: their personal data, likes, flags, notifications and views go; their discussions and replies stay, shown as by "[deleted member]"; every session ends and the account can never sign in again. Over HTTP only.',
    authScopes: { $all: { community: true, http: true } },
    resolve: async (_root, _args, ctx) => {
      const userId = ctx.viewer!.id;
      await ctx.prisma.$transaction((tx) => deleteAccount(tx, userId));
      // As after signing out everywhere: the identity provider must not sign anyone in here without a password.
      await ctx.session.signOut({ reauthenticate: true });
      ctx.viewer = null;
      return {};
    },
  },
  signOutPayload("The account is deleted and signed out everywhere."),
);

/** The deletion, in one transaction with its audit entry. */
async function deleteAccount(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  // Each like goes with the decrement of its post's counter, in one statement each: a like given
  // meanwhile is either counted off here or never given (the account is found inactive afterwards).
  await tx.$executeRaw`
    WITH gone AS (DELETE FROM "Like" WHERE "userId" = ${userId} RETURNING "discussionId")
    UPDATE "Discussion" SET "likesCount" = "likesCount" - 1 WHERE "id" IN (SELECT "discussionId" FROM gone)`;
  await tx.$executeRaw`
    WITH gone AS (DELETE FROM "ReplyLike" WHERE "userId" = ${userId} RETURNING "replyId")
    UPDATE "Reply" SET "likesCount" = "likesCount" - 1 WHERE "id" IN (SELECT "replyId" FROM gone)`;
  await tx.flag.deleteMany({ where: { userId } });
  await tx.notification.deleteMany({ where: { recipientId: userId } });
  await tx.discussionView.deleteMany({ where: { userId } });
  // A lesson comment keeps the name its author had when writing it: that name goes too.
  await tx.lessonComment.updateMany({ where: { authorId: userId }, data: { authorName: DELETED_MEMBER_NAME } });
  await tx.user.update({ where: { id: userId }, data: deletedAccount(userId, new Date()), select: { id: true } });
  await recordAudit(tx, { actorId: userId, action: AUDIT_ACTIONS.ACCOUNT_DELETE, subjectId: userId });
}
