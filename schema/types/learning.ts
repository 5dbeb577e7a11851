import { builder } from "../builder.js";
import type { EarnedBadge } from "../learningRules.js";
import { learningSummaryOf } from "../learningSummary.js";
import { CertificateRef } from "./certificates.js";
import { StudentDashboard } from "./portal.js";

const EarnedBadgeRef = builder.objectRef<EarnedBadge>("EarnedBadge").implement({
  description: "A badge the student earned (schema/learningRules.ts).",
  fields: (t) => ({
    badgeId: t.exposeString("id", { description: "Stable id of the badge, e.g. first-lab." }),
    name: t.exposeString("name", { description: "Name of the badge." }),
    description: t.exposeString("description", { description: "How it is earned." }),
    earnedAt: t.expose("earnedAt", { type: "DateTime", description: "When it was earned." }),
  }),
});

builder.objectFields(StudentDashboard, (t) => ({
  earnedBadges: t.field({
    type: [EarnedBadgeRef],
    description: "The badges the student earned, in display order.",
    resolve: async (_root, _args, ctx) => (await learningSummaryOf(ctx)).badges,
  }),
  certificates: t.prismaField({
    type: [CertificateRef],
    description: "The student's track certificates, newest first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.certificate.findMany({
        ...query,
        where: { userId: ctx.viewer!.id },
        orderBy: [{ issuedAt: "desc" }, { id: "asc" }],
      }),
  }),
}));
