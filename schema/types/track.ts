import { z } from "zod";
import { builder } from "../builder.js";
import type { Context } from "../context.js";
import { viewerModuleAccess } from "../moduleUnlock.js";

export const ModuleStatus = builder.enumType("ModuleStatus", {
  description: "Whether a module can be started.",
  values: {
    AVAILABLE: { description: "Open: shows Start Module or Continue." },
    LOCKED: { description: "Closed: dimmed, with a disabled Locked button." },
  } as const,
});

/** The signed-in student's progress row of a module; none for everyone else. */
const viewerProgress = (ctx: Context) => ({
  where: { userId: ctx.viewer?.id ?? "" },
  take: 1,
  select: { progress: true, completed: true },
});

/**
 * A track's modules as the module cards load them (same order, same progress row), for the
 * track's own figures: Pothos merges equal selections, so the modules are read once per page.
 */
export const modulesOfTrack = (_args: object, ctx: Context) => ({
  modules: { orderBy: { number: "asc" as const }, select: { lessons: true, progress: viewerProgress(ctx) } },
});

export const TrackModuleNode = builder.prismaNode("TrackModule", {
  description: "A module card in a track catalogue.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    number: t.exposeInt("number", { description: "The module's number within its track." }),
    title: t.exposeString("title", { description: "Name of the module." }),
    description: t.exposeString("description", { description: "What it covers." }),
    duration: t.exposeString("duration", { description: "Time to complete, as text." }),
    lessons: t.exposeInt("lessons", { description: "Number of lessons." }),
    color: t.exposeString("color", { description: "Accent colour of the card." }),
    icon: t.exposeString("icon", { description: "Icon class name." }),
    status: t.field({
      type: ModuleStatus,
      description:
        "Available or locked: for a signed-in student by the sequential rule (or an admin's unlock), else as seeded.",
      select: { id: true, trackId: true },
      resolve: async (module, _args, ctx) => ((await viewerModuleAccess(ctx, module)).locked ? "LOCKED" : "AVAILABLE"),
    }),
    path: t.string({
      nullable: true,
      description: "Route of the module page; null while the module is locked for the viewer.",
      select: { id: true, trackId: true, path: true },
      resolve: async (module, _args, ctx) => ((await viewerModuleAccess(ctx, module)).locked ? null : module.path),
    }),
    lockRequirement: t.string({
      nullable: true,
      description: "While locked for the viewer: what to complete to unlock it; null when open.",
      select: { id: true, trackId: true },
      resolve: async (module, _args, ctx) => (await viewerModuleAccess(ctx, module)).requirement,
    }),
    progress: t.int({
      description: "The signed-in student's progress in percent; 0 for everyone else.",
      select: (_args, ctx) => ({ progress: viewerProgress(ctx) }),
      resolve: (module) => module.progress[0]?.progress ?? 0,
    }),
    completed: t.boolean({
      description: "Whether the signed-in student completed it; false for everyone else.",
      select: (_args, ctx) => ({ progress: viewerProgress(ctx) }),
      resolve: (module) => module.progress[0]?.completed ?? false,
    }),
  }),
});

export const TrackNode = builder.prismaNode("Track", {
  description: "A track catalogue: a sequence of module cards.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("id", { description: "Stable short name: infrastructure or security." }),
    title: t.exposeString("title", { description: "Catalogue title." }),
    badge: t.exposeString("badge", { description: "Badge beside the title." }),
    path: t.exposeString("path", { description: "Route of the catalogue page." }),
    totalHours: t.exposeInt("totalHours", { description: "Hours of content." }),
    totalLessons: t.int({
      description: "Lessons in the track: a fixed figure where the catalogue states one, else the sum of its cards.",
      select: modulesOfTrack,
      resolve: (track) => track.totalLessons ?? track.modules.reduce((sum, m) => sum + m.lessons, 0),
    }),
    labExercises: t.exposeInt("labExercises", {
      nullable: true,
      description: "Number of lab exercises, where stated.",
    }),
    learningPath: t.exposeStringList("learningPath", { description: "Tags of the Learning Path card." }),
    modules: t.relation("modules", { description: "Module cards in order.", query: { orderBy: { number: "asc" } } }),
  }),
});

builder.queryField("track", (t) =>
  t.prismaField({
    type: "Track",
    nullable: true,
    description: "One track catalogue by slug (infrastructure or security).",
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true, validate: z.string().max(40), description: "The track's slug." }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.track.findUnique({ ...query, where: { id: args.slug } }),
  }),
);
