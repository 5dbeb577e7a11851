import { resolveArrayConnection } from "@pothos/plugin-relay";
import { z } from "zod";
import { builder } from "../builder.js";
import { TrackModuleNode } from "./track.js";
import {
  compareResources,
  PUBLIC_RESOURCE_KINDS,
  RESOURCE_KINDS,
  resourceMatches,
  resourceSearchSchema,
  type Resource,
  type ResourceKind,
} from "../resourceRules.js";

// The resource library (/resources): every module's slides, readings and lab guides in one list,
// searchable and filterable, each leading to its lesson page. Built from the lesson pages' rows.

const ResourceKindEnum = builder.enumType("ResourceKind", {
  description: "What a resource of the library is.",
  values: {
    READING: { description: "A required reading of a module (book, chapters, ISBN)." },
    SLIDES: { description: "A module's slides: its outline as a PDF." },
    LAB_GUIDE: { description: "A module's lab exercise (students only: labs are their work)." },
  } satisfies Record<ResourceKind, { description: string }>,
});

const ResourceRef = builder.objectRef<Resource>("LearningResource").implement({
  description: "One resource of the library, and the lesson page it belongs to.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Stable id: its kind and the row it comes from." }),
    kind: t.expose("kind", { type: ResourceKindEnum, description: "Reading, slides or lab guide." }),
    title: t.exposeString("title", { description: "Its title." }),
    description: t.exposeString("description", { description: "What it covers." }),
    detail: t.exposeString("detail", {
      description: "One line of facts: author and ISBN, the number of lessons, or difficulty and duration.",
    }),
    href: t.exposeString("href", { description: "Where it opens: the lesson page's Resources tab, or the PDF." }),
    lessonPageSlug: t.exposeString("lessonPageSlug", { description: "Its lesson page's slug (and route)." }),
    lessonTitle: t.exposeString("lessonTitle", { description: "Its module's title." }),
    trackSlug: t.exposeString("trackSlug", { description: "Its track: infrastructure or security." }),
    trackTitle: t.exposeString("trackTitle", { description: "Its track's title." }),
    moduleNumber: t.exposeInt("moduleNumber", { description: "Its module's number in the track." }),
  }),
});

const Resources = builder.connectionObject({
  name: "LearningResourceConnection",
  type: ResourceRef,
  fields: (t) => ({
    totalCount: t.int({
      description: "How many resources match, across every page.",
      resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount,
    }),
  }),
});

builder.prismaObjectFields(TrackModuleNode, (t) => ({
  lessonPageSlug: t.string({
    nullable: true,
    description:
      "The slug of the module's lesson page, locked or not (the library filters by it); null when it has none.",
    select: { lessonPage: { select: { id: true } } },
    resolve: (module) => module.lessonPage?.id ?? null,
  }),
}));

const LEVELS: Record<string, string> = {
  BEGINNER: "Beginner",
  INTERMEDIATE: "Intermediate",
  ADVANCED: "Advanced",
  EXPERT: "Expert",
};

builder.queryFields((t) => ({
  resources: t.connection(
    {
      type: ResourceRef,
      description:
        "The library of every module's slides, readings and lab guides, by track and module. Lab guides are listed for students only.",
      authScopes: { public: true },
      args: {
        search: t.arg.string({
          required: false,
          validate: resourceSearchSchema,
          description: "Only resources whose title, description, facts or module contain every word.",
        }),
        track: t.arg.string({
          required: false,
          validate: z.string().max(60),
          description: "Only one track's: infrastructure or security.",
        }),
        lessonPage: t.arg.string({
          required: false,
          validate: z.string().max(60),
          description: "Only one module's, by its lesson page's slug, e.g. it-fundamentals.",
        }),
        kind: t.arg({ type: ResourceKindEnum, required: false, description: "Only one kind." }),
      },
      resolve: async (_root, args, ctx) => {
        const kinds = ctx.viewer?.role === "STUDENT" ? RESOURCE_KINDS : PUBLIC_RESOURCE_KINDS;
        const wanted = args.kind ? kinds.filter((kind) => kind === args.kind) : kinds;
        const pages = await ctx.prisma.lessonPage.findMany({
          where: {
            ...(args.lessonPage ? { id: args.lessonPage } : {}),
            ...(args.track ? { module: { trackId: args.track } } : {}),
          },
          select: {
            id: true,
            title: true,
            totalLessons: true,
            module: { select: { number: true, track: { select: { id: true, title: true } } } },
            readings: wanted.includes("READING")
              ? { select: { id: true, position: true, title: true, author: true, description: true, isbn: true } }
              : false,
            labs: wanted.includes("LAB_GUIDE")
              ? {
                  select: {
                    id: true,
                    position: true,
                    title: true,
                    description: true,
                    difficulty: true,
                    durationMinutes: true,
                  },
                }
              : false,
          },
        });
        const all = pages.flatMap((page) => {
          const base = {
            lessonPageSlug: page.id,
            lessonTitle: page.title,
            trackSlug: page.module.track.id,
            trackTitle: page.module.track.title,
            moduleNumber: page.module.number,
          };
          const tab = `/${page.id}?tab=resources`;
          return [
            ...(wanted.includes("SLIDES")
              ? [
                  {
                    ...base,
                    id: `slides:${page.id}`,
                    kind: "SLIDES" as const,
                    position: 0,
                    title: `${page.title}: slides`,
                    description: `The outline of the module's ${page.totalLessons} lessons, as a PDF.`,
                    detail: `PDF · ${page.totalLessons} lessons`,
                    href: `/api/lessons/${encodeURIComponent(page.id)}/slides.pdf`,
                  },
                ]
              : []),
            ...(page.readings ?? []).map((reading) => ({
              ...base,
              id: `reading:${reading.id}`,
              kind: "READING" as const,
              position: reading.position,
              title: reading.title,
              description: reading.description,
              detail: `${reading.author} · ISBN ${reading.isbn}`,
              href: tab,
            })),
            ...(page.labs ?? []).map((lab) => ({
              ...base,
              id: `lab:${lab.id}`,
              kind: "LAB_GUIDE" as const,
              position: lab.position,
              title: lab.title,
              description: lab.description,
              detail: `${LEVELS[lab.difficulty] ?? lab.difficulty} · ${lab.durationMinutes} min lab`,
              href: tab,
            })),
          ];
        });
        const matching = all.filter((resource) => resourceMatches(resource, args.search)).sort(compareResources);
        return { ...resolveArrayConnection({ args }, matching), totalCount: matching.length };
      },
    },
    Resources,
  ),
}));
