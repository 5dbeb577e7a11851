import { hashPassword } from "../schema/auth/passwords.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { completeLabAttempt, startLabAttempt } from "../schema/labProgress.js";
import { completeNextLesson } from "../schema/lessonProgress.js";
import { PORTAL_DEMO } from "../schema/portalRules.js";
import { seedDemoSubmission } from "./seedPortal.js";

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
  /** A student who completed all of the infrastructure track but its very last lesson. */
  graduate: { email: string; password: string };
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
    graduate: {
      email: env.DEMO_GRADUATE_EMAIL || "graduate@cyberlab.academy",
      password: env.DEMO_GRADUATE_PASSWORD || "Graduate!2026",
    },
  };
}

/**
 * Creates the demo student (enrolled in the three catalogue courses, not started, as the portal
 * shows, with the learning history behind the dashboard's 12-day streak and 8 badges) and the demo
 * admin when they are missing. Existing accounts are left as they are.
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
    await prisma.learningActivity.createMany({ data: demoStudentHistory(created.id, new Date(start)) });
  }
  // The portal's "submitted" project is the demo student's own work (also for accounts made before assignments).
  const demoStudent = student ?? (await prisma.user.findUniqueOrThrow({ where: { email: accounts.student.email } }));
  await seedDemoSubmission(prisma, demoStudent.id);
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

const DAY = 86_400_000;

/**
 * The demo student's learning before today: one lesson a day for the spec's 12 days up to now
 * (schema/portalRules.ts), a lab every other day and a module finished on the way. By the badge
 * rules (schema/learningRules.ts) that is a 12-day streak and 8 badges: first lesson, ten lessons,
 * first lab, five labs, module complete, 3- and 7-day streaks, 10 learning days.
 */
export function demoStudentHistory(userId: string, now: Date) {
  const days = PORTAL_DEMO.streakDays;
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(now.getTime() - (days - 1 - i) * DAY);
    return [
      { userId, kind: "LESSON_COMPLETED" as const, subjectId: "security-fundamentals", createdAt: at },
      ...(i % 2 === 1
        ? [{ userId, kind: "LAB_COMPLETED" as const, subjectId: "security-fundamentals", createdAt: at }]
        : []),
      ...(i === days - 1
        ? [{ userId, kind: "MODULE_COMPLETED" as const, subjectId: "security-fundamentals", createdAt: at }]
        : []),
    ];
  }).flat();
}

/**
 * Creates the demo graduate when missing: enrolled in the infrastructure course, every module of
 * the infrastructure track completed in order (through the same writes a student's clicks make)
 * with every lab, except the last lesson of its last module. Completing that lesson issues the
 * track's certificate.
 */
export async function ensureDemoGraduate(prisma: PrismaClient, account: DemoAccounts["graduate"]): Promise<void> {
  if (await prisma.user.findUnique({ where: { email: account.email } })) return;
  const user = await prisma.user.create({
    data: {
      role: "STUDENT",
      email: account.email,
      firstName: "Morgan",
      lastName: "Reyes",
      passwordHash: await hashPassword(account.password),
    },
  });
  const course = await prisma.course.findUnique({ where: { trackId: "infrastructure" }, select: { id: true } });
  if (course) await prisma.enrollment.create({ data: { userId: user.id, courseId: course.id } });
  const modules = await prisma.trackModule.findMany({
    where: { trackId: "infrastructure", lessonPage: { isNot: null } },
    orderBy: { number: "asc" },
    select: {
      lessonPage: {
        select: { id: true, totalLessons: true, labs: { orderBy: { position: "asc" }, select: { id: true } } },
      },
    },
  });
  for (const [index, { lessonPage }] of modules.entries()) {
    const page = lessonPage!;
    const lessons = index === modules.length - 1 ? page.totalLessons - 1 : page.totalLessons;
    for (let i = 0; i < lessons; i++) await prisma.$transaction((tx) => completeNextLesson(tx, user.id, page.id));
    for (const lab of page.labs) {
      await prisma.$transaction(async (tx) => {
        await startLabAttempt(tx, user.id, lab.id);
        await completeLabAttempt(tx, user.id, lab.id);
      });
    }
  }
}
