import type { PrismaClient } from "../schema/generated/prisma/client.js";

const DAY = 86_400_000;

// The student portal's demo events and projects (spec 2 and 4: pending, submitted, upcoming).
export const portalEvents = [
  { id: "event-live-lab-vlans", title: "Live Lab: VLAN Troubleshooting", kind: "Live Lab", inDays: 2, hour: 15 },
  { id: "event-mentor-office-hours", title: "Mentor Office Hours", kind: "Mentoring", inDays: 4, hour: 17 },
  { id: "event-ad-workshop", title: "Active Directory Workshop", kind: "Workshop", inDays: 9, hour: 14 },
] as const;

/**
 * The portal's projects, now the modules' assignments (issue 21). For the demo student they show the
 * spec's states: the first open and not handed in (pending), the second handed in (submitted,
 * demoAccounts.ts), the third not open yet (upcoming).
 */
export const portalAssignments = [
  {
    id: "project-network-design",
    title: "Small Office Network Design",
    description: "Design and document the network of a 25-person office, with addressing plan and diagram.",
    module: { trackId: "infrastructure", number: 2 },
    opensInDays: -10,
    dueInDays: 3,
  },
  {
    id: "project-server-hardening",
    title: "Server Hardening Report",
    description: "Harden a Linux server and report each change with its reason.",
    module: { trackId: "infrastructure", number: 3 },
    opensInDays: -18,
    dueInDays: -4,
  },
  {
    id: "project-threat-assessment",
    title: "Threat Assessment",
    description: "Assess the threats to a small web shop and rank the controls that answer them.",
    module: { trackId: "security", number: 1 },
    opensInDays: 7,
    dueInDays: 21,
  },
] as const;

/** The assignment the demo student has handed in, and what they wrote. */
export const DEMO_SUBMISSION = {
  assignmentId: "project-server-hardening",
  submittedInDays: -5,
  body: "## Changes\n\n- SSH: key-only sign-in, root login off (brute force).\n- `ufw`: deny by default, allow 22 and 443.\n- Unattended security upgrades on.",
  links: ["https://github.com/cyberlab-academy/hardening-report"],
} as const;

/** Midnight-ish of a day counted from `now`, as the portal shows due dates. */
function dayFrom(now: Date, days: number, hour: number): Date {
  const at = new Date(now.getTime() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
}

/** Creates the portal's demo events and assignments where missing; dates count from the first run. */
export async function seedPortal(prisma: PrismaClient, now = new Date()): Promise<void> {
  // One statement per table, inserting only what is missing (ON CONFLICT DO NOTHING).
  await prisma.portalEvent.createMany({
    data: portalEvents.map(({ inDays, hour, ...event }, position) => ({
      ...event,
      startsAt: dayFrom(now, inDays, hour),
      position,
    })),
    skipDuplicates: true,
  });
  const modules = await prisma.trackModule.findMany({ select: { id: true, trackId: true, number: true } });
  await prisma.assignment.createMany({
    data: portalAssignments.map(({ module, opensInDays, dueInDays, ...assignment }, position) => {
      const found = modules.find((m) => m.trackId === module.trackId && m.number === module.number);
      if (!found) throw new Error(`Assignment ${assignment.id}: no module ${module.number} in track ${module.trackId}`);
      return {
        ...assignment,
        moduleId: found.id,
        opensAt: dayFrom(now, opensInDays, 0),
        dueAt: dayFrom(now, dueInDays, 23),
        position,
      };
    }),
    skipDuplicates: true,
  });
}

/** The demo student's handed-in work (the portal's "submitted" project), when its assignment exists. */
export async function seedDemoSubmission(prisma: PrismaClient, studentId: string, now = new Date()): Promise<void> {
  const assignment = await prisma.assignment.findUnique({ where: { id: DEMO_SUBMISSION.assignmentId } });
  if (!assignment) return;
  const submittedAt = new Date(now.getTime() + DEMO_SUBMISSION.submittedInDays * DAY);
  await prisma.assignmentSubmission.upsert({
    where: { assignmentId_studentId: { assignmentId: assignment.id, studentId } },
    create: {
      assignmentId: assignment.id,
      studentId,
      body: DEMO_SUBMISSION.body,
      links: [...DEMO_SUBMISSION.links],
      submittedAt,
      late: submittedAt > assignment.dueAt,
    },
    update: {},
  });
}
