import type { PrismaClient } from "../schema/generated/prisma/client.js";

const DAY = 86_400_000;

// The student portal's demo events and projects (spec 2 and 4: pending, submitted, upcoming).
export const portalEvents = [
  { id: "event-live-lab-vlans", title: "Live Lab: VLAN Troubleshooting", kind: "Live Lab", inDays: 2, hour: 15 },
  { id: "event-mentor-office-hours", title: "Mentor Office Hours", kind: "Mentoring", inDays: 4, hour: 17 },
  { id: "event-ad-workshop", title: "Active Directory Workshop", kind: "Workshop", inDays: 9, hour: 14 },
] as const;

export const portalProjects = [
  {
    id: "project-network-design",
    title: "Small Office Network Design",
    description: "Design and document the network of a 25-person office, with addressing plan and diagram.",
    course: "IT Infrastructure Engineering",
    status: "PENDING",
    dueInDays: 3,
  },
  {
    id: "project-server-hardening",
    title: "Server Hardening Report",
    description: "Harden a Linux server and report each change with its reason.",
    course: "IT Infrastructure Engineering",
    status: "SUBMITTED",
    dueInDays: -4,
  },
  {
    id: "project-threat-assessment",
    title: "Threat Assessment",
    description: "Assess the threats to a small web shop and rank the controls that answer them.",
    course: "IT Security Engineering",
    status: "UPCOMING",
    dueInDays: 21,
  },
] as const;

/** Creates the portal's demo events and projects where missing; dates count from the first run. */
export async function seedPortal(prisma: PrismaClient, now = new Date()): Promise<void> {
  for (const [position, { inDays, hour, ...event }] of portalEvents.entries()) {
    const startsAt = new Date(now.getTime() + inDays * DAY);
    startsAt.setUTCHours(hour, 0, 0, 0);
    await prisma.portalEvent.upsert({ where: { id: event.id }, create: { ...event, startsAt, position }, update: {} });
  }
  for (const [position, { dueInDays, ...project }] of portalProjects.entries()) {
    const dueAt = new Date(now.getTime() + dueInDays * DAY);
    dueAt.setUTCHours(23, 0, 0, 0);
    await prisma.portalProject.upsert({
      where: { id: project.id },
      create: { ...project, dueAt, position },
      update: {},
    });
  }
}
