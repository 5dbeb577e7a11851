import { builder, type Types } from "../builder.js";
import { failure, invalidInput, notFound } from "../errors.js";
import { completeLabAttempt, startLabAttempt } from "../labProgress.js";
import { labAnswerMatches, labAnswerSchema } from "../labRules.js";
import { CertificateRef } from "./certificates.js";
import { LessonLabNode } from "./labs.js";
import { LessonPageNode } from "./lesson.js";

type LabChange = { labId: string; certificateCode: string | null };

const labArg = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: LessonLabNode, description: "The lab's global id." });

// Carries the lab and its page (Labs x/3, the third lab's status), so clients update them at once.
const labChangeFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, LabChange>) => ({
  lab: t.prismaField({
    type: LessonLabNode,
    description: "The lab, with the student's attempt.",
    resolve: (query, c, _args, ctx) => ctx.prisma.lessonLab.findUniqueOrThrow({ ...query, where: { id: c.labId } }),
  }),
  lessonPage: t.prismaField({
    type: LessonPageNode,
    description: "The lab's page, with the student's completed labs and each lab's status.",
    resolve: (query, c, _args, ctx) =>
      ctx.prisma.lessonPage.findFirstOrThrow({ ...query, where: { labs: { some: { id: c.labId } } } }),
  }),
});

builder.relayMutationField(
  "startLab",
  { description: "The lab to start.", inputFields: (t) => ({ labId: labArg(t) }) },
  {
    description: "Starts the signed-in student's attempt at an open lab (once); CONFLICT while the lab is locked.",
    authScopes: { student: true },
    resolve: async (_root, { input }, ctx): Promise<LabChange> => {
      const labId = input.labId.id;
      await ctx.prisma.$transaction((tx) => startLabAttempt(tx, ctx.viewer!.id, labId));
      return { labId, certificateCode: null };
    },
  },
  { description: "The started lab and its page.", outputFields: labChangeFields },
);

builder.relayMutationField(
  "completeLab",
  {
    description: "The started lab and the student's answer.",
    inputFields: (t) => ({
      labId: labArg(t),
      answer: t.string({
        required: true,
        validate: labAnswerSchema,
        description: "The flag or answer; surrounding spaces are ignored, and case too unless the answer is a flag.",
      }),
    }),
  },
  {
    description:
      "Checks the answer to a started lab: right, the attempt is completed (and the track's certificate issued when it " +
      "was the last thing left); wrong, BAD_USER_INPUT and the attempt stays open. Answers are rate-limited per lab.",
    authScopes: { student: true },
    resolve: async (_root, { input }, ctx): Promise<LabChange> => {
      const userId = ctx.viewer!.id;
      const labId = input.labId.id;
      const lab = await ctx.prisma.lessonLab.findUnique({
        where: { id: labId },
        select: { challenge: true, attempts: { where: { userId }, select: { completedAt: true } } },
      });
      if (!lab) throw notFound("Lab");
      const attempt = lab.attempts[0];
      if (!attempt) throw failure("CONFLICT", "Start the lab before completing it");
      if (attempt.completedAt) return { labId, certificateCode: null };
      if (!lab.challenge) throw failure("CONFLICT", "This lab has no task to answer yet");
      await ctx.labAnswerThrottle?.attempt(userId, labId);
      if (!labAnswerMatches(lab.challenge, input.answer))
        throw invalidInput([{ field: "input.answer", message: "That answer is not correct. Check it and try again." }]);
      const certificateCode = await ctx.prisma.$transaction((tx) => completeLabAttempt(tx, userId, labId));
      return { labId, certificateCode };
    },
  },
  {
    description: "The completed lab, its page, and the certificate it earned, if any.",
    outputFields: (t) => ({
      ...labChangeFields(t),
      certificate: t.prismaField({
        type: CertificateRef,
        nullable: true,
        description: "The track certificate this completion issued; null when it issued none.",
        resolve: (query, c, _args, ctx) =>
          c.certificateCode
            ? ctx.prisma.certificate.findUnique({ ...query, where: { code: c.certificateCode } })
            : null,
      }),
    }),
  },
);
