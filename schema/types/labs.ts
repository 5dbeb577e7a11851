import { builder } from "../builder.js";
import type { Context } from "../context.js";
import { completedAttemptsOf } from "../labProgress.js";
import { labStatusFor } from "../labRules.js";
import { ModuleStatus } from "./track.js";

const LabDifficulty = builder.enumType("LabDifficulty", {
  description: "How hard a lab exercise is.",
  values: {
    BEGINNER: { description: "Beginner." },
    INTERMEDIATE: { description: "Intermediate." },
    ADVANCED: { description: "Advanced." },
    EXPERT: { description: "Expert." },
  } as const,
});

const isStudent = (ctx: Context) => ctx.viewer?.role === "STUDENT";

export const LabAttemptRef = builder.prismaObject("LabAttempt", {
  description: "The signed-in student's attempt at a lab.",
  authScopes: { student: true },
  fields: (t) => ({
    startedAt: t.expose("startedAt", { type: "DateTime", description: "When the student started the lab." }),
    completedAt: t.expose("completedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the right answer was given; null while the attempt is open.",
    }),
  }),
});

export const LessonLabNode = builder.prismaNode("LessonLab", {
  description: "A lab exercise of a lesson page. Its answer is never readable: only checked (completeLab).",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    labId: t.exposeString("id", { description: "Stable id of the lab." }),
    title: t.exposeString("title", { description: "Name of the lab." }),
    description: t.exposeString("description", { description: "What the student does." }),
    durationMinutes: t.exposeInt("durationMinutes", { description: "Expected time in minutes (30 to 180)." }),
    difficulty: t.expose("difficulty", { type: LabDifficulty, description: "Difficulty." }),
    status: t.field({
      type: ModuleStatus,
      description:
        "Available (Start Lab) or locked. For a signed-in student the third lab opens once the two before it are " +
        "completed; everyone else sees the sample status (the third locked).",
      select: (_args, ctx) => ({
        position: true,
        status: true,
        lessonPage: { select: { labs: { select: { position: true, attempts: completedAttemptsOf(ctx) } } } },
      }),
      resolve: (lab, _args, ctx) => {
        if (!isStudent(ctx)) return lab.status;
        const labs = lab.lessonPage.labs;
        const completed = new Set(labs.filter((l) => l.attempts.length > 0).map((l) => l.position));
        return labStatusFor(
          lab,
          completed,
          labs.map((l) => l.position),
        );
      },
    }),
    task: t.string({
      nullable: true,
      description: "The task the student answers to complete the lab; null when the lab has none yet.",
      select: { challenge: { select: { question: true } } },
      resolve: (lab) => lab.challenge?.question ?? null,
    }),
    attempt: t.field({
      type: LabAttemptRef,
      nullable: true,
      description: "The signed-in student's attempt (started, completed); null for anyone else or before Start Lab.",
      select: (_args, ctx) => ({
        attempts: { where: { userId: isStudent(ctx) ? ctx.viewer!.id : "" }, take: 1 },
      }),
      resolve: (lab) => lab.attempts[0] ?? null,
    }),
  }),
});
