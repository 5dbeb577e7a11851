import type { Context } from "./context.js";
import { failure } from "./errors.js";
import type { PrismaClient } from "./generated/prisma/client.js";
import { requestBatch } from "./requestBatch.js";

// The one rule of which modules a student may open (issue 20, spec's "Sequential Learning"):
// the catalogue's cards, the lesson pages and the completeLesson mutation all ask it.

export type GateModule = {
  id: string;
  number: number;
  title: string;
  path: string | null;
  /** The seeded status: LOCKED marks a capstone (Cryptography) that needs every earlier module. */
  status: "AVAILABLE" | "LOCKED";
  completed: boolean;
  unlockedByAdmin: boolean;
};

export type ModuleAccess = {
  locked: boolean;
  /** What to finish first while locked: the previous module, or a capstone's first unfinished one. */
  finishFirst: { id: string; number: number; title: string; path: string | null } | null;
  /** The whole requirement in words, while locked; null when open. */
  requirement: string | null;
};

const OPEN: ModuleAccess = { locked: false, finishFirst: null, requirement: null };

const summary = ({ id, number, title, path }: GateModule) => ({ id, number, title, path });

/**
 * Access to each module of one track, in number order. For a student: the first module is open;
 * another opens when the previous one is complete (a capstone: every earlier one), or when an admin
 * unlocked it for them; a completed module stays open. For everyone else (`student` false): the
 * seeded status, as the spec's catalogue shows it.
 */
export function moduleAccess(modules: readonly GateModule[], student: boolean): Map<string, ModuleAccess> {
  const sorted = [...modules].sort((a, b) => a.number - b.number);
  const access = new Map<string, ModuleAccess>();
  for (const [i, module] of sorted.entries()) {
    const earlier = sorted.slice(0, i);
    const capstone = module.status === "LOCKED";
    const blocker = capstone ? earlier.find((m) => !m.completed) : earlier.at(-1);
    const requirement = capstone
      ? `Complete the other ${earlier.length} modules of this track to unlock ${module.title}.`
      : blocker
        ? `Complete ${blocker.title} to unlock ${module.title}.`
        : null;
    const blocked = blocker !== undefined && (capstone || !blocker.completed);
    const locked = student ? blocked && !module.completed && !module.unlockedByAdmin : capstone;
    access.set(module.id, locked ? { locked, finishFirst: blocker ? summary(blocker) : null, requirement } : OPEN);
  }
  return access;
}

type Db = Pick<PrismaClient, "trackModule">;

/** Loads the tracks' modules with the user's completions and unlocks, and applies the rule. */
export async function loadModuleAccess(
  prisma: Db,
  userId: string | null,
  trackIds: readonly string[],
): Promise<Map<string, ModuleAccess>> {
  const modules = await prisma.trackModule.findMany({
    where: { trackId: { in: [...trackIds] } },
    select: {
      id: true,
      trackId: true,
      number: true,
      title: true,
      path: true,
      status: true,
      progress: { where: { userId: userId ?? "" }, select: { completed: true } },
      unlocks: { where: { userId: userId ?? "" }, select: { userId: true } },
    },
  });
  const access = new Map<string, ModuleAccess>();
  for (const trackId of new Set(modules.map((m) => m.trackId))) {
    const gates = modules
      .filter((m) => m.trackId === trackId)
      .map((m) => ({
        ...m,
        completed: m.progress.some((p) => p.completed),
        unlockedByAdmin: m.unlocks.length > 0,
      }));
    for (const [id, value] of moduleAccess(gates, userId !== null)) access.set(id, value);
  }
  return access;
}

/** The signed-in student whose progress the rule follows; null for visitors, members and admins. */
export const gatedStudent = (ctx: Context): string | null => (ctx.viewer?.role === "STUDENT" ? ctx.viewer.id : null);

// Keyed by track: every module card of a catalogue asks in the same pass, and one read answers all.
// Kept for the request: a lesson page's next module asks a level deeper than the page did.
const batch = requestBatch<Map<string, ModuleAccess>>({ keep: true });

/** One module's access for the viewer; each track is read once per request, its modules together. */
export async function viewerModuleAccess(ctx: Context, module: { id: string; trackId: string }): Promise<ModuleAccess> {
  const userId = gatedStudent(ctx);
  const [access] = await batch(ctx, `module-access:${userId ?? ""}`, [module.trackId], async (trackIds) => {
    const all = await loadModuleAccess(ctx.prisma, userId, trackIds);
    return new Map(trackIds.map((trackId) => [trackId, all]));
  });
  return access?.get(module.id) ?? OPEN;
}

/** Refuses a student's change inside a module that is locked for them, naming what to finish first. */
export async function assertModuleOpen(prisma: Db, userId: string, module: { id: string; trackId: string }) {
  const access = (await loadModuleAccess(prisma, userId, [module.trackId])).get(module.id);
  if (access?.locked) {
    throw failure("FORBIDDEN", `This module is locked. ${access.requirement}`, {
      finishFirst: access.finishFirst?.title ?? null,
    });
  }
}
