import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { mentionMarkdown } from "../schema/rules/mentions.js";
import { discussions } from "./seedData.js";

/** What the three members say to the demo member at the end of their seeded replies. */
const NOTES = [
  "you asked about this in the study group: this should help.",
  "this is the lab you said you were stuck on.",
  "worth a look before the next assignment.",
] as const;

/**
 * The demo member's first bell: three members @mention them at the end of a seeded reply each, so
 * a newcomer sees the spec's '3' unread, and each one leads somewhere real. Runs once: a member
 * with any notification is left alone, as are threads that lost their seeded replies.
 */
export async function seedDemoMentions(prisma: PrismaClient, member: { id: string; name: string }): Promise<void> {
  if ((await prisma.notification.count({ where: { recipientId: member.id } })) > 0) return;
  const replies = await prisma.reply.findMany({
    where: { discussionId: { in: discussions.map((d) => d.id) }, hiddenAt: null },
    select: { id: true, authorId: true, discussionId: true, content: true, createdAt: true },
    orderBy: { id: "asc" },
  });
  // Three different members, one thread each.
  const picked = replies
    .filter((reply, i) => replies.findIndex((r) => r.authorId === reply.authorId) === i)
    .slice(0, 3);
  await prisma.$transaction(async (tx) => {
    for (const [i, reply] of picked.entries()) {
      await tx.reply.update({
        where: { id: reply.id },
        data: { content: `${reply.content}\n\n${mentionMarkdown(member.name, member.id)} ${NOTES[i]}` },
        select: { id: true },
      });
      await tx.notification.create({
        data: {
          recipientId: member.id,
          kind: "MENTION",
          actorId: reply.authorId,
          discussionId: reply.discussionId,
          replyId: reply.id,
          createdAt: reply.createdAt,
        },
        select: { id: true },
      });
    }
  });
}
