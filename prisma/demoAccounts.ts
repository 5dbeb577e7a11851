import { hashPassword } from "../schema/auth/passwords.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";

/** Demo sign-ins for the embedded default; never created with NODE_ENV=production. */
export type DemoAccounts = {
  student: { email: string; password: string };
  admin: { email: string; password: string };
  community: { email: string; password: string };
  /** A community member who moderates the board; signs in through the same provider. */
  moderator: { email: string; password: string };
  /** Two more members, so that flows between people (replies, mentions, three flags) can be tried. */
  member2: { email: string; password: string };
  member3: { email: string; password: string };
};

export function demoAccountsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoAccounts {
  return {
    student: {
      email: env.DEMO_STUDENT_EMAIL || "student@cyberlab.academy",
      password: env.DEMO_STUDENT_PASSWORD || "Student!2026",
    },
    admin: {
      email: env.DEMO_ADMIN_EMAIL || "admin@cyberlab.academy",
      password: env.DEMO_ADMIN_PASSWORD || "Admin!2026",
    },
    community: {
      email: env.DEMO_COMMUNITY_EMAIL || "community@cyberlab.academy",
      password: env.DEMO_COMMUNITY_PASSWORD || "Community!2026",
    },
    moderator: {
      email: env.DEMO_MODERATOR_EMAIL || "moderator@cyberlab.academy",
      password: env.DEMO_MODERATOR_PASSWORD || "Moderator!2026",
    },
    member2: {
      email: env.DEMO_MEMBER2_EMAIL || "member2@cyberlab.academy",
      password: env.DEMO_MEMBER2_PASSWORD || "Member2!2026",
    },
    member3: {
      email: env.DEMO_MEMBER3_EMAIL || "member3@cyberlab.academy",
      password: env.DEMO_MEMBER3_PASSWORD || "Member3!2026",
    },
  };
}

/**
 * Creates the demo student (enrolled in the three catalogue courses, not started, as the portal
 * shows) and the demo admin when they are missing. Existing accounts are left as they are.
 */
export async function ensureDemoStudentAndAdmin(prisma: PrismaClient, accounts: DemoAccounts): Promise<void> {
  const student = await prisma.user.findUnique({ where: { email: accounts.student.email } });
  if (!student) {
    const created = await prisma.user.create({
      data: {
        role: "STUDENT",
        email: accounts.student.email,
        firstName: "Jordan",
        lastName: "Lee",
        passwordHash: await hashPassword(accounts.student.password),
      },
    });
    const courses = await prisma.course.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    const start = Date.now();
    await prisma.enrollment.createMany({
      // Distinct times keep "oldest enrolment first" stable: course 1 supplies the dashboard's figures.
      data: courses.map((c, i) => ({ userId: created.id, courseId: c.id, createdAt: new Date(start + i) })),
    });
  }
  if (!(await prisma.user.findUnique({ where: { email: accounts.admin.email } }))) {
    await prisma.user.create({
      data: {
        role: "ADMIN",
        email: accounts.admin.email,
        firstName: "Avery",
        lastName: "Admin",
        passwordHash: await hashPassword(accounts.admin.password),
      },
    });
  }
}
