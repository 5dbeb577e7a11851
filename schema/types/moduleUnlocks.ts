import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { builder } from "../builder.js";
import { failure, isUniqueViolation, notFound } from "../errors.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { changePayloadFields, findStudent, studentArg, type AdminChange } from "./admin.js";
import { StudentNode } from "./student.js";
import { TrackModuleNode } from "./track.js";

builder.prismaObjectFields(StudentNode, (t) => ({
  unlockedModules: t.field({
    type: [TrackModuleNode],
    description: "The modules an admin unlocked for this student ahead of the sequential rule, oldest unlock first.",
    select: (_args, _ctx, nestedSelection) => ({
      moduleUnlocks: { orderBy: { createdAt: "asc" }, select: { module: nestedSelection(true) } },
    }),
    resolve: (student) => student.moduleUnlocks.map((unlock) => unlock.module),
  }),
}));

const alreadyUnlocked = () => failure("CONFLICT", "This module is already unlocked for the student");

// An admin's exception to the sequential rule (schema/moduleUnlock.ts): the module opens for that
// student whatever they completed. The unlock and its audit entry are written in one transaction.
builder.relayMutationField(
  "unlockModule",
  {
    description: "A student and the track module to open for them.",
    inputFields: (t) => ({
      studentId: studentArg(t),
      moduleId: t.globalID({ required: true, for: TrackModuleNode, description: "The module's global id." }),
    }),
  },
  {
    description: "Unlocks a track module for a student ahead of the sequential rule; unlocking twice is refused.",
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx, info) => {
      refuseForeignNodeIds(info, [input.moduleId]);
      try {
        return await ctx.prisma.$transaction(async (tx): Promise<AdminChange & { moduleId: string }> => {
          const studentId = (await findStudent(tx, input.studentId.id)).id;
          const module = await tx.trackModule.findUnique({
            where: { id: input.moduleId.id },
            select: { id: true, title: true, track: { select: { title: true } } },
          });
          if (!module) throw notFound("Module");
          const key = { userId_moduleId: { userId: studentId, moduleId: module.id } };
          if (await tx.moduleUnlock.findUnique({ where: key, select: { userId: true } })) throw alreadyUnlocked();
          await tx.moduleUnlock.create({ data: { userId: studentId, moduleId: module.id } });
          const entry = await recordAudit(tx, {
            actorId: ctx.viewer!.id,
            action: AUDIT_ACTIONS.MODULE_UNLOCK,
            subjectId: studentId,
            detail: `${module.title} (${module.track.title})`,
          });
          return { studentId, auditEntryId: entry.id, moduleId: module.id };
        });
      } catch (error) {
        // Two admins unlocking at once: the primary key decides.
        if (isUniqueViolation(error)) throw alreadyUnlocked();
        throw error;
      }
    },
  },
  {
    description: "The unlocked module and the student.",
    outputFields: (t) => ({
      module: t.prismaField({
        type: TrackModuleNode,
        description: "The module that is now open for the student.",
        resolve: (query, change, _args, ctx) =>
          ctx.prisma.trackModule.findUniqueOrThrow({ ...query, where: { id: change.moduleId } }),
      }),
      ...changePayloadFields(t),
    }),
  },
);
