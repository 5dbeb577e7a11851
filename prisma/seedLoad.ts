import { ensureDemoCommunityAccount } from "../schema/auth/communityUser.js";
import { hashPassword } from "../schema/auth/passwords.js";
import type { Database } from "../schema/db/database.js";
import type { Prisma, PrismaClient } from "../schema/generated/prisma/client.js";
import type { Specialization } from "../schema/generated/prisma/enums.js";
import { type DemoAccounts, ensureDemoStudentAndAdmin } from "./demoAccounts.js";
import { seed } from "./seed.js";

/**
 * Benchmark volumes: a board and a student body big enough that a slow query plan
 * shows. Every row has a fixed id and every value comes from a seeded generator, so each run
 * builds the same data and figures from different runs compare.
 */
export const LOAD_VOLUMES = { communityUsers: 1_000, discussions: 10_000, likes: 50_000, students: 500 } as const;

/** The load students' shared password: benchmarks sign them in for real. Never created in production. */
export const LOAD_STUDENT_PASSWORD = "LoadStudent!2026";

export const loadCommunityUserId = (n: number) => `load-user-${String(n).padStart(4, "0")}`;
export const loadStudentEmail = (n: number) => `load.student.${String(n).padStart(3, "0")}@load.cyberlab.academy`;
const loadStudentId = (n: number) => `load-student-${String(n).padStart(3, "0")}`;
const loadDiscussionId = (n: number) => `load-discussion-${String(n).padStart(5, "0")}`;

export type LoadSummary = {
  communityUsers: number;
  discussions: number;
  likes: number;
  students: number;
  enrollments: number;
};

const DAY = 86_400_000;
// Prisma sends one multi-row INSERT per batch; these keep each under PostgreSQL's 65,535 parameters.
const BATCH = { users: 1_000, discussions: 1_000, likes: 5_000 } as const;

const FIRST_NAMES = [
  "Alex",
  "Maria",
  "James",
  "Priya",
  "Sam",
  "Noah",
  "Aisha",
  "Liam",
  "Chen",
  "Fatima",
  "Lucas",
  "Yuki",
  "Omar",
  "Elena",
  "Kwame",
  "Sofia",
  "Ravi",
  "Hannah",
  "Mateo",
  "Ingrid",
  "Tariq",
  "Chloe",
  "Diego",
  "Amara",
  "Jonas",
  "Leila",
  "Marek",
  "Nia",
  "Pablo",
  "Zara",
];
const LAST_NAMES = [
  "Chen",
  "Garcia",
  "Wilson",
  "Patel",
  "Okafor",
  "Schmidt",
  "Nakamura",
  "Silva",
  "Kowalski",
  "Haddad",
  "Johansson",
  "Mensah",
  "Rossi",
  "Dubois",
  "Novak",
  "Ahmed",
  "Murphy",
  "Tanaka",
  "Fischer",
  "Costa",
  "Ivanova",
  "Adeyemi",
  "Larsen",
  "Moreau",
  "Singh",
];
const SPECIALIZATIONS: (Specialization | null)[] = [
  "NETWORK_SECURITY",
  "CRYPTOGRAPHY",
  "PENETRATION_TESTING",
  "DIGITAL_FORENSICS",
  "SECURITY_ANALYSIS",
  "INCIDENT_RESPONSE",
  null,
];
const SKILLS = [
  "Wireshark",
  "Nmap",
  "Linux",
  "Python",
  "Active Directory",
  "Splunk",
  "Burp Suite",
  "Cisco IOS",
  "PowerShell",
  "Metasploit",
  "AWS",
  "Incident handling",
];

// Category weights follow the seeded board: lab questions dominate.
const CATEGORIES = [
  {
    id: "lab",
    weight: 0.4,
    topics: [
      "VLAN trunking lab",
      "Active Directory lab",
      "Firewall rules lab",
      "Packet capture lab",
      "SIEM alert lab",
      "VPN tunnel lab",
      "Privilege escalation lab",
      "DNS lab",
    ],
  },
  {
    id: "study",
    weight: 0.2,
    topics: [
      "Security+ study group",
      "CCNA study plan",
      "Cryptography reading club",
      "CySA+ flashcards",
      "Weekend study session",
      "Exam practice questions",
    ],
  },
  {
    id: "assignment",
    weight: 0.2,
    topics: [
      "Incident Response assignment",
      "Network design assignment",
      "Threat assessment",
      "Hardening report",
      "Forensics case study",
      "Risk register assignment",
    ],
  },
  {
    id: "general",
    weight: 0.2,
    topics: [
      "Career advice",
      "Home lab setup",
      "Certification path",
      "Job interview tips",
      "Book recommendations",
      "Conference notes",
    ],
  },
] as const;
const QUESTIONS = [
  "what am I missing?",
  "does anyone have a working example?",
  "how detailed should it be?",
  "stuck after the second step",
  "which tool would you use?",
  "results differ from the video",
  "any tips before I start?",
  "is my approach right?",
];
const DETAILS = [
  "I followed the module notes step by step and checked the configuration twice.",
  "The lab environment resets every hour, so I have been taking notes as I go.",
  "I compared my output with the instructor's and the difference starts at the third command.",
  "Our group split the work and we disagree on the right order of the steps.",
  "I searched the board first; the older threads cover a different version of the lab.",
  "Logs are attached below with the addresses masked.",
];

/**
 * A benchmark database from whatever state it is in: migrations, the seed, the demo accounts (as
 * the gateway creates them outside production) and the load data. The demo community member
 * likes some of the newest load discussions, so the signed-in feed shows both like states.
 */
export async function prepareLoadDatabase(
  db: Database,
  demo: DemoAccounts,
  options: { students?: number } = {},
): Promise<LoadSummary> {
  await db.migrate();
  await seed(db.prisma);
  await ensureDemoStudentAndAdmin(db.prisma, demo);
  const community = await ensureDemoCommunityAccount(db.prisma, demo.community);
  const summary = await seedLoad(db.prisma, { likerIds: [community.id], students: options.students });
  // The planner's statistics of the new rows, as autovacuum gathers them after a bulk load within
  // a minute or so; a server may run without it (this machine's test server does), and then every
  // list would be planned for the seed's few rows: a sequential scan and a sort of 10,000
  // discussions for a page of 20.
  await db.query("ANALYZE");
  return summary;
}

/** mulberry32: small, fast and seeded, so the data is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    /** Skewed towards 0 (a few items get most of the attention): index in [0, n). */
    skewed: (n: number, power = 3) => Math.min(n - 1, Math.floor(n * next() ** power)),
  };
}

/**
 * Adds the load volumes (LOAD_VOLUMES) on top of the seed: community members, discussions with
 * likes, and students with enrolments (`students` of them: LOAD_VOLUMES.students unless given, e.g.
 * 10,000 for the admin portal's benchmark; the first ones are the same whatever the number). Rows
 * have fixed ids and are inserted with skipDuplicates, so a second run adds nothing and an
 * interrupted run completes where it stopped. Needs the seed's categories and courses. `likerIds`
 * (e.g. the demo community account) like some of the newest discussions, so a signed-in viewer's
 * like state varies along the feed.
 */
export async function seedLoad(
  prisma: PrismaClient,
  options: { now?: Date; likerIds?: string[]; students?: number } = {},
): Promise<LoadSummary> {
  const studentCount = options.students ?? LOAD_VOLUMES.students;
  const now = (options.now ?? new Date()).getTime();
  const rng = random(20_260_901);
  const courses = await prisma.course.findMany({ orderBy: { id: "asc" }, select: { id: true, totalLessons: true } });
  const categories = new Set((await prisma.category.findMany({ select: { id: true } })).map((c) => c.id));
  if (courses.length === 0 || CATEGORIES.some((c) => !categories.has(c.id))) {
    throw new Error("Run the seed first (npm run db:seed): the load data needs its categories and courses");
  }

  const users: Prisma.UserCreateManyInput[] = [];
  for (let n = 1; n <= LOAD_VOLUMES.communityUsers; n++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    users.push({
      id: loadCommunityUserId(n),
      role: "COMMUNITY",
      email: `${firstName}.${lastName}.${n}@load.cyberlab.academy`.toLowerCase(),
      // As a first OpenID Connect sign-in leaves it: the issuer's subject, names from the claims.
      oidcSubject: `load-subject-${n}`,
      firstName,
      lastName,
      profileImageUrl: rng.chance(0.3) ? `https://avatars.cyberlab.academy/load/${n}.png` : null,
      specialization: rng.pick(SPECIALIZATIONS),
      bio: rng.chance(0.5) ? `Working on ${rng.pick(SKILLS)} and ${rng.pick(SKILLS)} in my home lab.` : "",
      skills: Array.from({ length: rng.int(0, 4) }, () => rng.pick(SKILLS)).filter((s, i, all) => all.indexOf(s) === i),
      createdAt: new Date(now - rng.int(1, 730) * DAY),
    });
  }

  // Index 0 is the newest post; a third of the threads had replies up to ten days after posting.
  const discussions: Prisma.DiscussionCreateManyInput[] = [];
  for (let index = 0; index < LOAD_VOLUMES.discussions; index++) {
    let roll = rng.next();
    const category = CATEGORIES.find((c) => (roll -= c.weight) < 0) ?? CATEGORIES[0];
    const topic = rng.pick(category.topics);
    const createdAt = new Date(
      now - Math.round((index / LOAD_VOLUMES.discussions) * 365 * DAY) - rng.int(0, 3_600_000),
    );
    const replies = rng.chance(0.35) ? 0 : rng.int(1, 30);
    // The last reply falls within ten days of posting, and before now.
    const lastActivityAt =
      replies > 0
        ? new Date(createdAt.getTime() + Math.min(240 * 3_600_000, now - createdAt.getTime()) * rng.next())
        : null;
    discussions.push({
      id: loadDiscussionId(index + 1),
      title: `${topic}: ${rng.pick(QUESTIONS)} (#${index + 1})`,
      content:
        `${rng.pick(DETAILS)} ${rng.pick(DETAILS)} Module: ${topic}. ${rng.chance(0.4) ? rng.pick(DETAILS) : ""}`.trim(),
      categoryId: category.id,
      // A few very active members write much of the board.
      authorId: loadCommunityUserId(1 + rng.skewed(LOAD_VOLUMES.communityUsers)),
      isUrgent: category.id === "lab" && rng.chance(0.08),
      isPinned: false,
      isLocked: rng.chance(0.01),
      commentsCount: replies,
      createdAt,
      lastActivityAt,
      activityAt: lastActivityAt ?? createdAt,
    });
  }

  const likes: Prisma.LikeCreateManyInput[] = [];
  const likeCounts = new Array<number>(LOAD_VOLUMES.discussions).fill(0);
  const taken = new Set<string>();
  const like = (userId: string, index: number, createdAt: Date) => {
    const key = `${userId}|${index}`;
    if (taken.has(key)) return;
    taken.add(key);
    likes.push({ userId, discussionId: discussions[index]!.id!, createdAt });
    likeCounts[index]! += 1;
  };
  // Each liker likes every third of the 60 threads at the top of the board (latest activity).
  const byActivity = discussions
    .map((d, index) => ({ at: (d.activityAt as Date).getTime(), index }))
    .sort((a, b) => b.at - a.at || b.index - a.index);
  for (const [k, likerId] of (options.likerIds ?? []).entries()) {
    for (let rank = k % 3; rank < 60; rank += 3)
      like(likerId, byActivity[rank]!.index, new Date(now - rank * 3_600_000));
  }
  while (likes.length < LOAD_VOLUMES.likes) {
    // Newer and a few popular threads collect most likes.
    const index = rng.chance(0.5) ? rng.skewed(LOAD_VOLUMES.discussions, 2) : rng.int(0, LOAD_VOLUMES.discussions - 1);
    like(loadCommunityUserId(rng.int(1, LOAD_VOLUMES.communityUsers)), index, new Date(now - rng.int(0, 90) * DAY));
  }
  // The counters kept in step with the rows, as the like mutations keep them.
  for (const [index, discussion] of discussions.entries()) {
    discussion.likesCount = likeCounts[index]!;
    discussion.viewsCount =
      likeCounts[index]! * rng.int(3, 12) + discussion.commentsCount! * rng.int(2, 6) + rng.int(5, 40);
  }

  const summary = {
    communityUsers: await inBatches(users, BATCH.users, (data) =>
      prisma.user.createMany({ data, skipDuplicates: true }),
    ),
    discussions: await inBatches(discussions, BATCH.discussions, (data) =>
      prisma.discussion.createMany({ data, skipDuplicates: true }),
    ),
    likes: await inBatches(likes, BATCH.likes, (data) => prisma.like.createMany({ data, skipDuplicates: true })),
    ...(await seedLoadStudents(prisma, { count: studentCount, now: new Date(now) })),
  };
  // A rerun (e.g. with another liker) may add likes to discussions that already exist: keep the
  // counters equal to the rows, as the like mutations do.
  if (summary.likes > 0) {
    await prisma.$executeRaw`
      UPDATE "Discussion" AS d SET "likesCount" = c.n
      FROM (SELECT "discussionId", count(*)::int AS n FROM "Like" WHERE "discussionId" LIKE 'load-discussion-%' GROUP BY "discussionId") AS c
      WHERE d.id = c."discussionId" AND d."likesCount" <> c.n`;
  }
  return summary;
}

/**
 * The load students with their enrolments (fixed ids, skipDuplicates: a rerun adds nothing): the
 * first `count` of one seeded sequence, so 500 and 10,000 students share their first 500. Needs
 * the seed's courses. Used by seedLoad, the admin portal's benchmark and its end-to-end test.
 */
export async function seedLoadStudents(
  prisma: PrismaClient,
  options: { count: number; now?: Date },
): Promise<{ students: number; enrollments: number }> {
  const now = (options.now ?? new Date()).getTime();
  const rng = random(20_261_129);
  const courses = await prisma.course.findMany({
    where: { id: { lte: 3 } },
    orderBy: { id: "asc" },
    select: { id: true, totalLessons: true },
  });
  if (courses.length === 0) throw new Error("Run the seed first (npm run db:seed): load students need its courses");
  const passwordHash = await hashPassword(LOAD_STUDENT_PASSWORD);
  const students: Prisma.UserCreateManyInput[] = [];
  const enrollments: Prisma.EnrollmentCreateManyInput[] = [];
  for (let n = 1; n <= options.count; n++) {
    const createdAt = new Date(now - rng.int(1, 540) * DAY);
    students.push({
      id: loadStudentId(n),
      role: "STUDENT",
      email: loadStudentEmail(n),
      firstName: rng.pick(FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
      passwordHash,
      // Some sign-ups wait for an admin; the first 100 are active so benchmarks can sign them in.
      isActive: n <= 100 || rng.chance(0.9),
      phone: rng.chance(0.6) ? `+1 555 ${String(rng.int(0, 9_999_999)).padStart(7, "0")}` : null,
      experience: rng.pick(["BEGINNER", "SOME", "EXPERIENCED"] as const),
      createdAt,
    });
    const enrolled = courses.filter(() => rng.chance(0.55));
    for (const [i, course] of (enrolled.length > 0 ? enrolled : [rng.pick(courses)]).entries()) {
      const completedLessons = rng.chance(0.2) ? 0 : rng.int(0, course.totalLessons);
      enrollments.push({
        id: `load-enrollment-${String(n).padStart(3, "0")}-${course.id}`,
        userId: loadStudentId(n),
        courseId: course.id,
        completedLessons,
        progress: Math.round((completedLessons / course.totalLessons) * 100),
        createdAt: new Date(createdAt.getTime() + (i + 1) * DAY),
      });
    }
  }

  // One statement per table (arrays unnested by the server): 10,000 students in about a second,
  // where multi-row INSERTs through the driver adapter took half a minute on PGlite.
  const students_ = await prisma.$executeRaw`
    INSERT INTO "User" (
      "id", "role", "email", "firstName", "lastName", "passwordHash",
      "isActive", "phone", "experience", "createdAt", "updatedAt"
    )
    SELECT
      t.id, 'STUDENT'::"Role", t.email, t.first, t.last, ${passwordHash},
      t.active, t.phone, t.experience::"Experience", t.created, t.created
    FROM unnest(
      ${students.map((u) => u.id!)}::text[],
      ${students.map((u) => u.email)}::text[],
      ${students.map((u) => u.firstName)}::text[],
      ${students.map((u) => u.lastName)}::text[],
      ${students.map((u) => u.isActive!)}::boolean[],
      ${students.map((u) => u.phone ?? null)}::text[],
      ${students.map((u) => u.experience!)}::text[],
      ${students.map((u) => (u.createdAt as Date).toISOString())}::timestamp(3)[]
    ) AS t(id, email, first, last, active, phone, experience, created)
    ON CONFLICT DO NOTHING`;
  const enrollments_ = await prisma.$executeRaw`
    INSERT INTO "Enrollment" ("id", "userId", "courseId", "completedLessons", "progress", "createdAt")
    SELECT * FROM unnest(
      ${enrollments.map((e) => e.id!)}::text[],
      ${enrollments.map((e) => e.userId)}::text[],
      ${enrollments.map((e) => e.courseId)}::int[],
      ${enrollments.map((e) => e.completedLessons!)}::int[],
      ${enrollments.map((e) => e.progress!)}::int[],
      ${enrollments.map((e) => (e.createdAt as Date).toISOString())}::timestamp(3)[]
    )
    ON CONFLICT DO NOTHING`;
  return { students: students_, enrollments: enrollments_ };
}

async function inBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<{ count: number }>,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += size) added += (await insert(rows.slice(i, i + size))).count;
  return added;
}
