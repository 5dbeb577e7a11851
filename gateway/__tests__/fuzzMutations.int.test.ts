// Fuzzing: every mutation of the schema gets generated input through the real gateway
// (POST /graphql over fastify.inject) from the callers who may make it and from everyone else.
// Properties: never a 5xx nor a masked "Unexpected error."; a refused call changes no table; an
// accepted call stores its text exactly as sent (after the trimming the rules promise).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_CALLERS,
  callerArbitrary,
  createFuzzWorld,
  expectUnchanged,
  type Caller,
  type FuzzWorld,
  memberOf,
  MEMBERS,
} from "../testing/fuzzHarness.js";
import { labAnswers } from "../../prisma/seedLabAnswers.js";
import { verifyPassword } from "../../schema/auth/passwords.js";
import { schema } from "../../schema/index.js";
import {
  acceptedText,
  anyEmail,
  anyPassword,
  anyText,
  awkwardNumber,
  strangeBodies,
  wrongJson,
} from "../../schema/testing/arbitraries.js";
import { snapshotDatabase, type DatabaseSnapshot } from "../../schema/testing/databaseSnapshot.js";
import {
  expectCodedErrors,
  foreignIds,
  generated,
  globalId,
  mostlyPresent,
  operationFor,
  type GraphQLAnswer,
  type Variables,
} from "../testing/fuzzGraphql.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";

type Accepted = { variables: Variables; data: Record<string, unknown>; caller: Caller };
type FuzzCase = {
  /** Who may make the call: for anyone else it must be refused. */
  allowed: Caller[];
  /** Fields read back from an object answer. */
  selection?: string;
  /** Variables the rules accept, with text of every kind: the accepted path is fuzzed too. */
  valid: (world: FuzzWorld) => fc.Arbitrary<Variables>;
  /** What an accepted call must have stored, read from the database. */
  stored?: (world: FuzzWorld, accepted: Accepted) => Promise<void>;
  /** Fewer runs for calls that hash a password (about 50 ms each). */
  numRuns?: number;
  /** Puts back what earlier cases changed and this one needs (they share one database). */
  prepare?: (world: FuzzWorld) => Promise<void>;
};

/** Who has notifications: community members and students. */
const NOTIFIED: Caller[] = [...MEMBERS, "student"];
/** Whose notifications an accepted call read: the student's, or the member's. */
const recipientOf = (world: FuzzWorld, caller: Caller) =>
  caller === "student" ? world.users.student : memberOf(world, caller);

const LESSON_PAGES = ["it-fundamentals", "network-infrastructure", "server-administration", "active-directory"];
// The first two labs of the first modules: open to every student (the third opens after them; the
// later modules after the ones before them).
const OPEN_LABS = ["it-fundamentals-lab-1", "it-fundamentals-lab-2", "security-fundamentals-lab-1"];
// The first module of each track: open to every student, so completing its lessons is accepted.
const OPEN_LESSON_PAGES = ["it-fundamentals", "security-fundamentals"];
/** Every track module's id (cuids, read in unlockModule's prepare). */
let trackModuleIds: string[] = [];
const DISCUSSIONS = ["seed-discussion-01", "seed-discussion-02", "seed-discussion-05"];
const CATEGORIES = ["lab", "study", "assignment", "general"];
/** Pending mentor questions the answerMentorQuestion case answers (made by its prepare). */
const FUZZ_QUESTIONS = Array.from({ length: 60 }, (_, i) => `fuzz-mentor-question-${i}`);

/** Waiting submissions of two target students that the review cases grade and return (made by their prepare). */
const FUZZ_ASSIGNMENTS = Array.from({ length: 60 }, (_, i) => `fuzz-assignment-${i}`);
const TO_GRADE = FUZZ_ASSIGNMENTS.map((id) => `${id}-to-grade`);
const TO_RETURN = FUZZ_ASSIGNMENTS.map((id) => `${id}-to-return`);
/** Assignments open to every student (the demo student's hand-ins stay ungraded: resubmissions are accepted). */
const OPEN_ASSIGNMENTS = ["project-network-design", "project-server-hardening"];

async function waitingSubmissions(world: FuzzWorld) {
  const module = await world.prisma.trackModule.findFirstOrThrow({ where: { trackId: "infrastructure", number: 1 } });
  await world.prisma.assignment.createMany({
    data: FUZZ_ASSIGNMENTS.map((id, position) => ({
      id,
      moduleId: module.id,
      title: "Fuzz",
      description: "Fuzz",
      opensAt: new Date(0),
      dueAt: new Date(Date.now() + 86_400_000),
      position: 100 + position,
    })),
    skipDuplicates: true,
  });
  const [grader, returner] = world.users.targets;
  const at = new Date();
  await world.prisma.assignmentSubmission.createMany({
    data: FUZZ_ASSIGNMENTS.flatMap((assignmentId, i) => [
      { id: TO_GRADE[i]!, assignmentId, studentId: grader!.id, body: "Fuzz", submittedAt: at, late: false },
      { id: TO_RETURN[i]!, assignmentId, studentId: returner!.id, body: "Fuzz", submittedAt: at, late: false },
    ]),
    skipDuplicates: true,
  });
}

const localId = (id: unknown) => {
  const decoded = Buffer.from(String(id), "base64").toString("utf8");
  return decoded.slice(decoded.indexOf(":") + 1);
};
const text = (value: unknown) => String(value).trim();
const targetIds = (world: FuzzWorld) =>
  ids(
    "Student",
    world.users.targets.map((u) => u.id),
  );

/** Filters matching the fuzz targets (fuzzHarness.ts), with how many students each matches. */
const matchingTargets = fc.constantFrom(
  { filter: { search: "fuzz-target-one" }, expectedCount: 1 },
  { filter: { search: "fuzz-target-two" }, expectedCount: 1 },
  { filter: { search: "fuzz-target-" }, expectedCount: 2 },
);

/** seed-discussion-05 as seeded: a visible Lab Help question whose replies are visible. */
async function labQuestionAgain(world: FuzzWorld) {
  await world.prisma.discussion.update({
    where: { id: "seed-discussion-05" },
    data: { categoryId: "lab", hiddenAt: null, hiddenReason: null, deletedAt: null },
  });
  await world.prisma.reply.updateMany({
    where: { discussionId: "seed-discussion-05" },
    data: { hiddenAt: null, hiddenReason: null },
  });
}
const ids = (type: string, list: string[]) => fc.constantFrom(...list.map((id) => globalId(type, id)));

/** Plausible values by argument or input field name, for input generated from the schema. */
function hints(world: FuzzWorld): Record<string, fc.Arbitrary<unknown>> {
  const studentIds = [
    ...world.users.targets.map((u) => u.id),
    world.users.admin.id,
    world.users.community.id,
    ` ${world.users.targets[0]!.id} `,
    "no-such-student",
  ];
  return {
    lessonPageId: fc.oneof(ids("LessonPage", LESSON_PAGES), foreignIds, fc.base64String({ maxLength: 40 })),
    discussionId: fc.oneof(ids("Discussion", DISCUSSIONS), foreignIds, fc.base64String({ maxLength: 40 })),
    categoryId: fc.oneof(
      ids("Category", CATEGORIES),
      foreignIds,
      fc.constantFrom("lab", " lab ", globalId("Category", "no-such-category")),
    ),
    studentId: fc.oneof(ids("Student", studentIds), foreignIds, fc.constantFrom(...studentIds)),
    courseId: fc.oneof(ids("Course", ["1", "2", "3", "99"]), foreignIds, awkwardNumber),
    questionId: fc.oneof(ids("MentorQuestion", FUZZ_QUESTIONS), foreignIds, fc.base64String({ maxLength: 40 })),
    assignmentId: fc.oneof(ids("Assignment", OPEN_ASSIGNMENTS), foreignIds, fc.base64String({ maxLength: 40 })),
    submissionId: fc.oneof(
      ids("AssignmentSubmission", [...TO_GRADE, ...TO_RETURN]),
      foreignIds,
      fc.base64String({ maxLength: 40 }),
    ),
    email: anyEmail,
    password: anyPassword,
    confirmPassword: anyPassword,
  };
}

let baselineOffsets = new Map<string, number>();

/** The shown count minus the likes stored: the seed's sample figures have no rows behind them. */
async function likesOffsets(world: FuzzWorld): Promise<Map<string, number>> {
  const discussions = await world.prisma.discussion.findMany({
    select: { id: true, likesCount: true, _count: { select: { likes: true } } },
  });
  return new Map(discussions.map((d) => [d.id, d.likesCount - d._count.likes]));
}

async function likedBy(world: FuzzWorld, userId: string, discussionId: string) {
  // The counter the board shows moves with the likes stored, however the calls came.
  expect((await likesOffsets(world)).get(discussionId)).toBe(baselineOffsets.get(discussionId));
  return (await world.prisma.like.count({ where: { userId, discussionId } })) === 1;
}

const callerId = (world: FuzzWorld, caller: Caller) => world.users[caller as "community" | "student" | "admin"].id;

const cases: Record<string, FuzzCase> = {
  createDiscussion: {
    allowed: MEMBERS,
    selection: "discussionEdge { node { id title content } }",
    valid: () =>
      fc.record({
        input: fc.record(
          {
            title: acceptedText(200),
            content: acceptedText(10_000),
            categoryId: ids("Category", CATEGORIES),
            isUrgent: fc.boolean(),
            isPinned: fc.boolean(),
            isLocked: fc.boolean(),
          },
          { requiredKeys: ["title", "content", "categoryId"] },
        ),
      }),
    stored: async (world, { variables, data, caller }) => {
      const input = variables.input as Record<string, unknown>;
      const node = (data.discussionEdge as { node: Record<string, unknown> }).node;
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: localId(node.id) } });
      const expected = {
        title: text(input.title),
        content: text(input.content),
        categoryId: localId(input.categoryId),
      };
      expect(row).toMatchObject({ ...expected, authorId: memberOf(world, caller).id });
      expect(row).toMatchObject({
        isUrgent: input.isUrgent ?? false,
        isPinned: input.isPinned ?? false,
        // Only a moderator's isLocked is honoured; a member's is ignored.
        isLocked: caller === "moderator" ? (input.isLocked ?? false) : false,
      });
      expect(node).toMatchObject({ title: row.title, content: row.content });
    },
  },
  likeDiscussion: {
    allowed: MEMBERS,
    selection: "discussion { likesCount viewerHasLiked }",
    valid: () => fc.record({ input: fc.record({ discussionId: ids("Discussion", DISCUSSIONS) }) }),
    stored: async (world, { variables, data, caller }) => {
      const { discussionId } = variables.input as Record<string, unknown>;
      expect(await likedBy(world, memberOf(world, caller).id, localId(discussionId))).toBe(true);
      expect(data.discussion).toMatchObject({ viewerHasLiked: true });
    },
  },
  unlikeDiscussion: {
    allowed: MEMBERS,
    selection: "discussion { likesCount viewerHasLiked }",
    valid: () => fc.record({ input: fc.record({ discussionId: ids("Discussion", DISCUSSIONS) }) }),
    stored: async (world, { variables, data, caller }) => {
      const { discussionId } = variables.input as Record<string, unknown>;
      expect(await likedBy(world, memberOf(world, caller).id, localId(discussionId))).toBe(false);
      expect(data.discussion).toMatchObject({ viewerHasLiked: false });
    },
  },
  addReply: {
    allowed: MEMBERS,
    selection: "replyEdge { node { id content } } discussion { commentsCount }",
    valid: () =>
      fc.record({
        input: fc.record({ discussionId: ids("Discussion", DISCUSSIONS), content: acceptedText(10_000) }),
      }),
    stored: async (world, { variables, data }) => {
      const input = variables.input as Record<string, unknown>;
      const node = (data.replyEdge as { node: Record<string, unknown> }).node;
      const row = await world.prisma.reply.findUniqueOrThrow({ where: { id: localId(node.id) } });
      expect(row).toMatchObject({ discussionId: localId(input.discussionId), content: text(input.content) });
    },
  },
  // The fuzz caller is Alex: his own replies and discussions are the ones he may change.
  editReply: {
    allowed: MEMBERS,
    selection: "reply { id content editedAt }",
    valid: () =>
      fc.record({
        input: fc.record({
          replyId: ids("Reply", ["seed-discussion-02-reply-01", "seed-discussion-02-reply-05"]),
          content: acceptedText(10_000),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.reply.findUniqueOrThrow({ where: { id: localId(input.replyId) } });
      expect(row.content).toBe(text(input.content));
      expect(row.editedAt).not.toBeNull();
    },
  },
  deleteReply: {
    allowed: MEMBERS,
    selection: "deletedReplyId discussion { commentsCount }",
    valid: () =>
      fc.record({
        input: fc.record({
          replyId: ids("Reply", [
            "seed-discussion-02-reply-09",
            "seed-discussion-03-reply-01",
            "seed-discussion-03-reply-05",
          ]),
        }),
      }),
    stored: async (world, { variables }) => {
      const { replyId } = variables.input as Record<string, unknown>;
      expect(await world.prisma.reply.findUnique({ where: { id: localId(replyId) } })).toBeNull();
    },
  },
  moderateDiscussion: {
    allowed: ["moderator"],
    selection: "discussion { id isPinned isLocked isHidden }",
    valid: () =>
      fc.record({
        input: fc.record({
          discussionId: ids("Discussion", DISCUSSIONS),
          action: fc.constantFrom("PIN", "UNPIN", "LOCK", "UNLOCK", "HIDE", "RESTORE"),
          reason: acceptedText(500),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: localId(input.discussionId) } });
      const expected = {
        PIN: { isPinned: true },
        UNPIN: { isPinned: false },
        LOCK: { isLocked: true },
        UNLOCK: { isLocked: false },
        HIDE: { hiddenReason: text(input.reason) },
        RESTORE: { hiddenAt: null, hiddenReason: null },
      }[input.action as string];
      expect(row).toMatchObject(expected!);
      const entry = await world.prisma.auditEntry.findFirstOrThrow({
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      expect(entry.action).toBe(`discussion.${(input.action as string).toLowerCase()}`);
      expect(entry.detail).toContain(text(input.reason));
    },
  },
  moveDiscussion: {
    allowed: ["moderator"],
    selection: "discussion { id category { slug } }",
    valid: () =>
      fc.record({
        input: fc.record({
          discussionId: ids("Discussion", DISCUSSIONS),
          categoryId: ids("Category", CATEGORIES),
          reason: acceptedText(500),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: localId(input.discussionId) } });
      expect(row.categoryId).toBe(localId(input.categoryId));
    },
  },
  moderateReply: {
    allowed: ["moderator"],
    selection: "reply { id isHidden }",
    valid: () =>
      fc.record({
        input: fc.record({
          replyId: ids("Reply", ["seed-discussion-01-reply-01", "seed-discussion-05-reply-01"]),
          action: fc.constantFrom("HIDE", "RESTORE"),
          reason: acceptedText(500),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.reply.findUniqueOrThrow({ where: { id: localId(input.replyId) } });
      expect(row.hiddenReason).toBe(input.action === "HIDE" ? text(input.reason) : null);
    },
  },
  markNotificationsRead: {
    // Students have notifications too (mentor answers, grades).
    allowed: NOTIFIED,
    selection: "viewer { unreadNotificationsCount } notifications { id isRead }",
    valid: () =>
      fc.record({
        input: fc.record({ ids: fc.array(ids("Notification", ["no-such-notification", "another"]), { maxLength: 3 }) }),
      }),
    stored: async (world, { variables, caller }) => {
      const wanted = ((variables.input as Record<string, unknown>).ids as unknown[]).map(localId);
      const unread = await world.prisma.notification.count({
        where: { id: { in: wanted }, recipientId: recipientOf(world, caller).id, readAt: null },
      });
      expect(unread).toBe(0);
    },
  },
  markAllNotificationsRead: {
    // Students have notifications too (mentor answers, grades).
    allowed: NOTIFIED,
    selection: "viewer { unreadNotificationsCount }",
    valid: () => fc.constant({ input: {} }),
    stored: async (world, { caller }) => {
      const unread = await world.prisma.notification.count({
        where: { recipientId: recipientOf(world, caller).id, readAt: null },
      });
      expect(unread).toBe(0);
    },
  },
  updateNotificationPreference: {
    allowed: MEMBERS,
    selection: "profile { notificationPreferences { kind inApp } }",
    valid: () =>
      fc.record({
        input: fc.record({
          kind: fc.constantFrom("REPLY", "MENTION", "ANSWER_ACCEPTED", "LIKE", "MODERATION"),
          inApp: fc.boolean(),
        }),
      }),
    stored: async (world, { variables, caller }) => {
      const input = variables.input as { kind: string; inApp: boolean };
      const user = await world.prisma.user.findUniqueOrThrow({ where: { id: memberOf(world, caller).id } });
      expect(user.mutedNotificationKinds.includes(input.kind as never)).toBe(!input.inApp);
    },
  },
  likeReply: {
    allowed: MEMBERS,
    selection: "reply { id likesCount viewerHasLiked }",
    valid: () => fc.record({ input: fc.record({ replyId: ids("Reply", ["seed-discussion-02-reply-02"]) }) }),
    stored: async (world, { variables, caller }) => {
      const replyId = localId((variables.input as Record<string, unknown>).replyId);
      const likes = await world.prisma.replyLike.count({ where: { replyId } });
      expect(await world.prisma.replyLike.count({ where: { replyId, userId: memberOf(world, caller).id } })).toBe(1);
      expect((await world.prisma.reply.findUniqueOrThrow({ where: { id: replyId } })).likesCount).toBe(likes);
    },
  },
  unlikeReply: {
    allowed: MEMBERS,
    selection: "reply { id likesCount viewerHasLiked }",
    valid: () => fc.record({ input: fc.record({ replyId: ids("Reply", ["seed-discussion-02-reply-02"]) }) }),
    stored: async (world, { variables, caller }) => {
      const replyId = localId((variables.input as Record<string, unknown>).replyId);
      const likes = await world.prisma.replyLike.count({ where: { replyId } });
      expect(await world.prisma.replyLike.count({ where: { replyId, userId: memberOf(world, caller).id } })).toBe(0);
      expect((await world.prisma.reply.findUniqueOrThrow({ where: { id: replyId } })).likesCount).toBe(likes);
    },
  },
  acceptAnswer: {
    allowed: ["moderator"],
    // Earlier cases may have moved or hidden the question, or hidden its replies.
    prepare: (world) => labQuestionAgain(world),
    selection: "discussion { id isAnswered acceptedAnswer { id } } replies { id isAcceptedAnswer }",
    valid: () =>
      fc.record({
        input: fc.record({
          replyId: ids("Reply", ["seed-discussion-05-reply-01", "seed-discussion-05-reply-02"]),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: "seed-discussion-05" } });
      expect(row.acceptedReplyId).toBe(localId(input.replyId));
    },
  },
  unacceptAnswer: {
    allowed: ["moderator"],
    // Earlier cases may have moved or hidden the question, or hidden its replies.
    prepare: (world) => labQuestionAgain(world),
    selection: "discussion { id isAnswered } replies { id isAcceptedAnswer }",
    valid: () => fc.record({ input: fc.record({ discussionId: ids("Discussion", ["seed-discussion-05"]) }) }),
    stored: async (world) => {
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: "seed-discussion-05" } });
      expect(row.acceptedReplyId).toBeNull();
    },
  },
  flagPost: {
    allowed: MEMBERS,
    selection: "post { ... on Discussion { id viewerHasFlagged } ... on Reply { id viewerHasFlagged } }",
    valid: () =>
      fc.record({
        input: fc.record(
          {
            postId: fc.oneof(
              ids("Discussion", DISCUSSIONS),
              ids("Reply", ["seed-discussion-01-reply-01", "seed-discussion-05-reply-01"]),
            ),
            reason: fc.constantFrom("SPAM", "ABUSE", "OFF_TOPIC", "OTHER"),
            note: fc.oneof(fc.constant(""), acceptedText(500)),
          },
          { requiredKeys: ["postId", "reason"] },
        ),
      }),
    stored: async (world, { variables, caller }) => {
      const input = variables.input as Record<string, unknown>;
      const [type, id] = Buffer.from(String(input.postId), "base64").toString("utf8").split(":");
      const flag = await world.prisma.flag.findFirstOrThrow({
        where: {
          userId: memberOf(world, caller).id,
          ...(type === "Discussion" ? { discussionId: id } : { replyId: id }),
        },
      });
      expect(flag).toMatchObject({ reason: input.reason, note: input.note === undefined ? "" : text(input.note) });
    },
  },
  reviewFlags: {
    allowed: ["moderator"],
    selection: "post { ... on Discussion { id isHidden } ... on Reply { id isHidden } }",
    valid: () =>
      fc.record({
        input: fc.record({
          postId: ids("Discussion", DISCUSSIONS),
          decision: fc.constantFrom("KEEP", "HIDE"),
          reason: acceptedText(500),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const id = localId(input.postId);
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id } });
      if (input.decision === "HIDE") expect(row.hiddenReason).toBe(text(input.reason));
      else expect(row.hiddenAt).toBeNull();
      expect(await world.prisma.flag.count({ where: { discussionId: id, resolvedAt: null } })).toBe(0);
    },
  },
  editDiscussion: {
    allowed: MEMBERS,
    selection: "discussion { id title content editedAt }",
    valid: () =>
      fc.record({
        input: fc.record(
          {
            discussionId: ids("Discussion", ["seed-discussion-01"]),
            title: acceptedText(200),
            content: acceptedText(10_000),
          },
          { requiredKeys: ["discussionId"] },
        ),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: localId(input.discussionId) } });
      if (input.title !== undefined) expect(row.title).toBe(text(input.title));
      if (input.content !== undefined) expect(row.content).toBe(text(input.content));
      expect(row.editedAt).not.toBeNull();
    },
  },
  deleteDiscussion: {
    allowed: MEMBERS,
    selection: "deletedDiscussionId discussion { id isDeleted }",
    valid: () => fc.record({ input: fc.record({ discussionId: ids("Discussion", ["seed-discussion-06"]) }) }),
    stored: async (world, { variables }) => {
      const { discussionId } = variables.input as Record<string, unknown>;
      // It has replies, so it stays in place as "[deleted]".
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: localId(discussionId) } });
      expect(row.deletedAt).not.toBeNull();
    },
  },
  recordDiscussionView: {
    allowed: MEMBERS,
    selection: "discussion { viewsCount }",
    valid: () => fc.record({ input: fc.record({ discussionId: ids("Discussion", DISCUSSIONS) }) }),
    stored: async (world, { variables, caller }) => {
      const { discussionId } = variables.input as Record<string, unknown>;
      const views = await world.prisma.discussionView.count({
        where: { discussionId: localId(discussionId), userId: memberOf(world, caller).id },
      });
      expect(views).toBe(1);
    },
  },
  updateProfile: {
    allowed: MEMBERS,
    selection: "profile { firstName lastName bio skills specialization }",
    valid: () =>
      fc.record({
        input: fc.record(
          {
            firstName: acceptedText(60),
            lastName: acceptedText(60),
            bio: fc.oneof(fc.constant(""), acceptedText(1000)),
            specialization: fc.constantFrom(null, "NETWORK_SECURITY", "CRYPTOGRAPHY", "DIGITAL_FORENSICS"),
            skills: fc.array(fc.oneof(acceptedText(40), fc.constantFrom("", "  ", "Wireshark", " Wireshark ")), {
              maxLength: 30,
            }),
          },
          { requiredKeys: ["firstName", "lastName"] },
        ),
      }),
    stored: async (world, { variables, caller }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: memberOf(world, caller).id } });
      // Omitted fields keep their value.
      if (input.firstName !== undefined) expect(row.firstName).toBe(text(input.firstName));
      if (input.lastName !== undefined) expect(row.lastName).toBe(text(input.lastName));
      if (input.bio !== undefined) expect(row.bio).toBe(text(input.bio));
      if (input.specialization !== undefined) expect(row.specialization).toBe(input.specialization);
      if (input.skills !== undefined) {
        // GraphQL's input coercion takes one skill for a list of one.
        const sent = (Array.isArray(input.skills) ? input.skills : [input.skills]) as string[];
        const skills = [...new Set(sent.map((s) => s.trim()).filter((s) => s.length > 0))];
        expect(row.skills).toEqual(skills);
      }
    },
  },
  addLessonComment: {
    allowed: ["student", ...MEMBERS],
    selection: "commentEdge { node { id content authorName } }",
    valid: () =>
      fc.record({ input: fc.record({ lessonPageId: ids("LessonPage", LESSON_PAGES), content: acceptedText(2000) }) }),
    stored: async (world, { variables, data, caller }) => {
      const input = variables.input as Record<string, unknown>;
      const node = (data.commentEdge as { node: Record<string, unknown> }).node;
      const row = await world.prisma.lessonComment.findUniqueOrThrow({ where: { id: localId(node.id) } });
      expect(row).toMatchObject({
        content: text(input.content),
        lessonPageId: localId(input.lessonPageId),
        authorId: callerId(world, caller),
      });
      expect(node.content).toBe(row.content);
    },
  },
  askMentor: {
    allowed: ["student", ...MEMBERS],
    selection: "questionEdge { node { id text } }",
    valid: () =>
      fc.record({ input: fc.record({ lessonPageId: ids("LessonPage", LESSON_PAGES), text: acceptedText(2000) }) }),
    stored: async (world, { variables, data, caller }) => {
      const input = variables.input as Record<string, unknown>;
      const node = (data.questionEdge as { node: Record<string, unknown> }).node;
      const row = await world.prisma.mentorQuestion.findUniqueOrThrow({ where: { id: localId(node.id) } });
      expect(row).toMatchObject({
        text: text(input.text),
        lessonPageId: localId(input.lessonPageId),
        authorId: callerId(world, caller),
        status: "PENDING",
      });
    },
  },
  recordStudyTime: {
    allowed: ["student"],
    selection: "secondsCredited",
    valid: () => fc.record({ input: fc.record({ lessonPageId: ids("LessonPage", LESSON_PAGES) }) }),
    stored: async (world, { variables, data }) => {
      const { lessonPageId } = variables.input as Record<string, unknown>;
      const page = await world.prisma.lessonPage.findUniqueOrThrow({ where: { id: localId(lessonPageId) } });
      const row = await world.prisma.studyTime.findFirstOrThrow({
        where: { userId: world.users.student.id, moduleId: page.moduleId },
        orderBy: { day: "desc" },
      });
      // Beats come quicker than a second here: none is worth more than the time that passed.
      expect(data.secondsCredited).toBeLessThanOrEqual(1);
      expect(row.seconds).toBeLessThanOrEqual(60);
    },
  },
  saveLessonNote: {
    allowed: ["student"],
    selection: "note { content }",
    valid: () =>
      fc.record({
        input: fc.record({
          lessonPageId: ids("LessonPage", LESSON_PAGES),
          // Every page of the fuzz world has at least 3 lessons.
          lessonNumber: fc.integer({ min: 1, max: 3 }),
          content: fc.oneof(acceptedText(10_000), fc.constant("")),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.lessonNote.findUniqueOrThrow({
        where: {
          userId_lessonPageId_lessonNumber: {
            userId: world.users.student.id,
            lessonPageId: localId(input.lessonPageId),
            lessonNumber: input.lessonNumber as number,
          },
        },
      });
      // Notes are kept exactly as typed, blanks included.
      expect(row.content).toBe(input.content);
    },
  },
  answerMentorQuestion: {
    allowed: ["admin"],
    selection: "question { id status answer }",
    prepare: async (world) => {
      await world.prisma.mentorQuestion.createMany({
        data: FUZZ_QUESTIONS.map((id) => ({ id, lessonPageId: "it-fundamentals", text: "Fuzz?" })),
        skipDuplicates: true,
      });
    },
    valid: () =>
      fc.record({
        input: fc.record({ questionId: ids("MentorQuestion", FUZZ_QUESTIONS), answer: acceptedText(4000) }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.mentorQuestion.findUniqueOrThrow({ where: { id: localId(input.questionId) } });
      expect(row).toMatchObject({ status: "ANSWERED", answer: text(input.answer) });
      const audited = await world.prisma.auditEntry.count({
        where: { action: "mentor.answer", actorId: world.users.admin.id, createdAt: { gte: row.answeredAt! } },
      });
      expect(audited).toBeGreaterThan(0);
    },
  },
  submitAssignment: {
    allowed: ["student"],
    selection: "submission { id status }",
    valid: () =>
      fc.record({
        input: fc.record({
          assignmentId: ids("Assignment", OPEN_ASSIGNMENTS),
          text: acceptedText(20_000),
          links: fc.array(fc.webUrl({ validSchemes: ["https", "http"] }), { maxLength: 5 }),
        }),
      }),
    stored: async (world, { variables }) => {
      // The schema-driven arbitrary may leave the optional links out: none are stored then.
      const input = variables.input as { assignmentId: string; text: string; links?: string[] };
      const row = await world.prisma.assignmentSubmission.findUniqueOrThrow({
        where: {
          assignmentId_studentId: { assignmentId: localId(input.assignmentId), studentId: world.users.student.id },
        },
      });
      expect(row).toMatchObject({ status: "SUBMITTED", body: text(input.text), links: (input.links ?? []).map(text) });
    },
  },
  gradeAssignmentSubmission: {
    allowed: ["admin"],
    selection: "submission { id status score }",
    prepare: waitingSubmissions,
    valid: () =>
      fc.record({
        input: fc.record({
          submissionId: ids("AssignmentSubmission", TO_GRADE),
          score: fc.integer({ min: 0, max: 100 }),
          feedback: fc.oneof(acceptedText(4000), fc.constant("")),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { submissionId: string; score: number; feedback: string };
      const row = await world.prisma.assignmentSubmission.findUniqueOrThrow({
        where: { id: localId(input.submissionId) },
      });
      expect(row).toMatchObject({ status: "GRADED", score: input.score, feedback: text(input.feedback) });
      const audited = await world.prisma.auditEntry.count({
        where: { action: "assignment.grade", subjectId: row.studentId, createdAt: { gte: row.reviewedAt! } },
      });
      expect(audited).toBeGreaterThan(0);
    },
  },
  returnAssignmentSubmission: {
    allowed: ["admin"],
    selection: "submission { id status feedback }",
    prepare: waitingSubmissions,
    valid: () =>
      fc.record({
        input: fc.record({ submissionId: ids("AssignmentSubmission", TO_RETURN), feedback: acceptedText(4000) }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { submissionId: string; feedback: string };
      const row = await world.prisma.assignmentSubmission.findUniqueOrThrow({
        where: { id: localId(input.submissionId) },
      });
      expect(row).toMatchObject({ status: "RETURNED", score: null, feedback: text(input.feedback) });
      const audited = await world.prisma.auditEntry.count({
        where: { action: "assignment.return", subjectId: row.studentId, createdAt: { gte: row.reviewedAt! } },
      });
      expect(audited).toBeGreaterThan(0);
    },
  },
  completeLesson: {
    allowed: ["student"],
    selection: "lessonNumber",
    valid: () => fc.record({ input: fc.record({ lessonPageId: ids("LessonPage", OPEN_LESSON_PAGES) }) }),
    stored: async (world, { variables, data }) => {
      const { lessonPageId } = variables.input as Record<string, unknown>;
      const key = {
        userId: world.users.student.id,
        lessonPageId: localId(lessonPageId),
        lessonNumber: data.lessonNumber as number,
      };
      expect(await world.prisma.lessonCompletion.count({ where: key })).toBe(1);
    },
  },
  startLab: {
    allowed: ["student"],
    selection: "lab { labId status attempt { startedAt } }",
    valid: () => fc.record({ input: fc.record({ labId: ids("LessonLab", OPEN_LABS) }) }),
    stored: async (world, { variables }) => {
      const { labId } = variables.input as Record<string, unknown>;
      const key = { userId: world.users.student.id, labId: localId(labId) };
      expect(await world.prisma.labAttempt.count({ where: key })).toBe(1);
    },
  },
  completeLab: {
    allowed: ["student"],
    selection: "lab { labId attempt { completedAt } } lessonPage { completedLabs }",
    // The student's attempts are started; the right answers (with spaces around) complete them.
    prepare: async (world) => {
      await world.prisma.labAttempt.createMany({
        data: OPEN_LABS.map((labId) => ({ userId: world.users.student.id, labId })),
        skipDuplicates: true,
      });
    },
    valid: () =>
      fc.constantFrom(...OPEN_LABS).chain((labId) =>
        fc.record({
          input: fc.record({
            labId: fc.constant(globalId("LessonLab", labId)),
            answer: fc.constant(` ${labAnswers[labId]!.answer} `),
          }),
        }),
      ),
    stored: async (world, { variables }) => {
      const { labId } = variables.input as Record<string, unknown>;
      const key = { userId: world.users.student.id, labId: localId(labId) };
      const attempt = await world.prisma.labAttempt.findUniqueOrThrow({ where: { userId_labId: key } });
      expect(attempt.completedAt).not.toBeNull();
      expect(
        await world.prisma.learningActivity.count({
          where: { userId: key.userId, kind: "LAB_COMPLETED", subjectId: key.labId },
        }),
      ).toBe(1);
    },
  },
  studentSignup: {
    allowed: ALL_CALLERS,
    selection: "email firstName isActive",
    numRuns: 20,
    valid: () =>
      fc.record({
        input: fc.record(
          {
            firstName: acceptedText(60),
            lastName: acceptedText(60),
            email: fc
              .tuple(fc.uuid(), fc.constantFrom("example.com", "Example.COM"))
              .map(([id, domain]) => ` Fuzz.${id}@${domain} `),
            phone: acceptedText(32),
            experience: fc.constantFrom("BEGINNER", "SOME", "EXPERIENCED"),
            password: fc.string({ unit: "grapheme", minLength: 12, maxLength: 30 }).map((p) => `Fz!${p} 9q `),
            confirmPassword: acceptedText(40),
            courseId: fc.oneof(ids("Course", ["1", "2", "3"]), fc.constant(null)),
          },
          { requiredKeys: ["firstName", "lastName", "email", "phone", "experience", "password", "confirmPassword"] },
        ),
      }),
    stored: async (world, { variables, data }) => {
      const input = variables.input as Record<string, unknown>;
      const email = text(input.email).toLowerCase();
      const row = await world.prisma.user.findUniqueOrThrow({ where: { email }, include: { courseInterests: true } });
      expect(row).toMatchObject({
        role: "STUDENT",
        isActive: false,
        firstName: text(input.firstName),
        lastName: text(input.lastName),
        phone: text(input.phone),
      });
      expect(row.courseInterests.map((c) => c.courseId)).toEqual(
        input.courseId == null ? [] : [Number(localId(input.courseId))],
      );
      // Passwords are kept exactly as typed, spaces and all.
      expect(await verifyPassword(row.passwordHash, String(input.password))).toBe(true);
      expect(data).toMatchObject({ email, firstName: row.firstName, isActive: false });
    },
  },
  studentLogin: {
    allowed: ALL_CALLERS,
    selection: "student { email }",
    numRuns: 20,
    valid: (world) => fc.record({ input: fc.constant(world.demo.student) }),
    stored: async (world, { data }) => expect(data.student).toEqual({ email: world.demo.student.email }),
  },
  adminLogin: {
    allowed: ALL_CALLERS,
    numRuns: 20,
    valid: (world) =>
      fc.record({
        input: fc.constantFrom(world.demo.admin, {
          ...world.demo.admin,
          email: ` ${world.demo.admin.email.toUpperCase()} `,
        }),
      }),
  },
  logout: { allowed: ALL_CALLERS, valid: () => fc.constant({ input: {} }) },
  studentLogout: { allowed: ["student"], valid: () => fc.constant({ input: {} }) },
  adminLogout: { allowed: ["admin"], valid: () => fc.constant({ input: {} }) },
  setStudentActive: {
    allowed: ["admin"],
    selection: "student { isActive }",
    valid: (world) => fc.record({ input: fc.record({ studentId: targetIds(world), isActive: fc.boolean() }) }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: localId(input.studentId) } });
      expect(row.isActive).toBe(input.isActive);
    },
  },
  setStudentPassword: {
    allowed: ["admin"],
    selection: "student { databaseId }",
    numRuns: 20,
    valid: (world) =>
      fc.record({
        input: fc.record({
          studentId: targetIds(world),
          password: fc.string({ unit: "grapheme", minLength: 12, maxLength: 30 }).map((p) => ` Fz!${p}9q`),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: localId(input.studentId) } });
      expect(await verifyPassword(row.passwordHash, String(input.password))).toBe(true);
    },
  },
  signOutEverywhere: {
    allowed: MEMBERS,
    valid: () => fc.constant({ input: {} }),
    // Callers' cookies are sealed afresh for every call, so the others are not signed out.
    stored: async (world, { caller }) => {
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: memberOf(world, caller).id } });
      expect(row.sessionVersion).toBeGreaterThan(0);
    },
  },
  enrollStudent: {
    allowed: ["admin"],
    selection: "enrollment { id progress }",
    valid: (world) =>
      fc.record({ input: fc.record({ studentId: targetIds(world), courseId: ids("Course", ["1", "2", "3"]) }) }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const key = { userId_courseId: { userId: localId(input.studentId), courseId: Number(localId(input.courseId)) } };
      expect(await world.prisma.enrollment.findUnique({ where: key })).not.toBeNull();
    },
  },
  // Issue 21: bulk actions, courses and the moderator role.
  setStudentsActive: {
    allowed: ["admin"],
    selection: "outcomes { done reason }",
    valid: (world) =>
      fc.record({
        input: fc.record({
          studentIds: fc.uniqueArray(targetIds(world), { minLength: 1, maxLength: 3 }),
          isActive: fc.boolean(),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { studentIds: string[]; isActive: boolean };
      const rows = await world.prisma.user.findMany({ where: { id: { in: input.studentIds.map(localId) } } });
      expect(rows.every((row) => row.isActive === input.isActive)).toBe(true);
    },
  },
  enrollStudents: {
    allowed: ["admin"],
    selection: "outcomes { done reason }",
    valid: (world) =>
      fc.record({
        input: fc.record({
          studentIds: fc.uniqueArray(targetIds(world), { minLength: 1, maxLength: 3 }),
          courseId: ids("Course", ["1", "2", "3"]),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { studentIds: string[]; courseId: string };
      const count = await world.prisma.enrollment.count({
        where: { userId: { in: input.studentIds.map(localId) }, courseId: Number(localId(input.courseId)) },
      });
      expect(count).toBe(input.studentIds.length);
    },
  },
  // The same on every student the list's filters match: the fuzz targets, by their e-mails.
  setMatchingStudentsActive: {
    allowed: ["admin"],
    selection: "changed skipped",
    valid: () =>
      fc.record({
        input: fc.tuple(matchingTargets, fc.boolean()).map(([matching, isActive]) => ({ ...matching, isActive })),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { filter: { search: string }; isActive: boolean };
      const rows = await world.prisma.user.findMany({ where: { email: { startsWith: input.filter.search } } });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.isActive === input.isActive)).toBe(true);
    },
  },
  enrollMatchingStudents: {
    allowed: ["admin"],
    selection: "changed skipped",
    valid: () =>
      fc.record({
        input: fc
          .tuple(matchingTargets, ids("Course", ["1", "2", "3"]))
          .map(([matching, courseId]) => ({ ...matching, courseId })),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { filter: { search: string }; expectedCount: number; courseId: string };
      const count = await world.prisma.enrollment.count({
        where: { user: { email: { startsWith: input.filter.search } }, courseId: Number(localId(input.courseId)) },
      });
      expect(count).toBe(input.expectedCount);
    },
  },
  createCourse: {
    allowed: ["admin"],
    selection: "course { databaseId }",
    numRuns: 20,
    valid: () =>
      fc.record({
        input: fc.record({
          title: acceptedText(120),
          description: acceptedText(1000),
          level: fc.constantFrom("Beginner", "Intermediate", "Advanced"),
          price: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
          durationWeeks: fc.integer({ min: 1, max: 104 }),
          totalLessons: fc.integer({ min: 1, max: 500 }),
        }),
      }),
    stored: async (world, { variables, data }) => {
      const input = variables.input as Record<string, unknown>;
      const id = (data.course as { databaseId: number }).databaseId;
      const row = await world.prisma.course.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({
        title: text(input.title),
        description: text(input.description),
        priceCents: Math.round(Number(input.price) * 100),
        isActive: true,
      });
    },
  },
  updateCourse: {
    allowed: ["admin"],
    selection: "course { databaseId }",
    numRuns: 20,
    valid: () =>
      fc.record({
        input: fc.record({
          courseId: ids("Course", ["3"]),
          title: acceptedText(120),
          description: acceptedText(1000),
          level: fc.constantFrom("Beginner", "Intermediate", "Advanced"),
          price: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
          durationWeeks: fc.integer({ min: 1, max: 104 }),
          totalLessons: fc.integer({ min: 1, max: 500 }),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const row = await world.prisma.course.findUniqueOrThrow({ where: { id: Number(localId(input.courseId)) } });
      expect(row).toMatchObject({ title: text(input.title), totalLessons: input.totalLessons });
    },
  },
  setCourseActive: {
    allowed: ["admin"],
    selection: "course { isActive }",
    // Course 3 only: the catalogue's other courses stay open for the cases that enrol and sign up.
    valid: () => fc.record({ input: fc.record({ courseId: ids("Course", ["3"]), isActive: fc.boolean() }) }),
    stored: async (world, { variables }) => {
      // The generic arbitrary may name any course: check the one sent, then reopen the others.
      const input = variables.input as { courseId: string; isActive: boolean };
      const id = Number(localId(input.courseId));
      expect((await world.prisma.course.findUniqueOrThrow({ where: { id } })).isActive).toBe(input.isActive);
      await world.prisma.course.updateMany({ where: { id: { not: 3 } }, data: { isActive: true } });
    },
  },
  setMemberModerator: {
    allowed: ["admin"],
    selection: "member { isModerator }",
    // Members the fuzz world's callers are not: their roles must not change under the other cases.
    valid: () =>
      fc.record({
        input: fc.record({
          memberId: ids("CommunityMemberRole", ["seed-user-maria-garcia-02", "seed-user-james-wilson-03"]),
          isModerator: fc.boolean(),
        }),
      }),
    stored: async (world, { variables }) => {
      const input = variables.input as { memberId: string; isModerator: boolean };
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: localId(input.memberId) } });
      expect(row.isModerator).toBe(input.isModerator);
    },
  },
  unlockModule: {
    allowed: ["admin"],
    selection: "module { id }",
    prepare: async (world) => {
      trackModuleIds = (await world.prisma.trackModule.findMany({ select: { id: true } })).map((m) => m.id);
    },
    valid: (world) =>
      fc.record({ input: fc.record({ studentId: targetIds(world), moduleId: ids("TrackModule", trackModuleIds) }) }),
    stored: async (world, { variables }) => {
      const input = variables.input as Record<string, unknown>;
      const key = { userId_moduleId: { userId: localId(input.studentId), moduleId: localId(input.moduleId) } };
      expect(await world.prisma.moduleUnlock.findUnique({ where: key })).not.toBeNull();
    },
  },
  // Last: once accepted, the member's account is gone, and every later member call of theirs is refused.
  deleteMyAccount: {
    allowed: MEMBERS,
    selection: "viewer { role }",
    valid: () => fc.record({ input: fc.record({ confirmation: fc.constantFrom("DELETE", " DELETE", "DELETE\n") }) }),
    stored: async (world, { caller, data }) => {
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: memberOf(world, caller).id } });
      expect(row).toMatchObject({ firstName: "[deleted member]", isActive: false, passwordHash: null });
      expect(row.deletedAt).not.toBeNull();
      expect(data.viewer).toBeNull();
    },
  },
};

describe.each(testDatabaseKinds)("fuzzing every mutation through the gateway on %s", (kind) => {
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await createFuzzWorld(kind);
    baselineOffsets = await likesOffsets(world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it("has a fuzz case for every mutation of the schema", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
  });

  it("malformed requests and text in document literals: no 5xx or masked error, nothing written when refused", async () => {
    const createDiscussion =
      "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }";
    // JSON string syntax is GraphQL string syntax: "\u0000" reaches the literal as NUL.
    const lab = globalId("Category", "lab");
    const literal = (title: string) =>
      `mutation { createDiscussion(input: { title: ${JSON.stringify(title)}, content: "c", categoryId: "${lab}" }) { clientMutationId } }`;
    const requests = fc.oneof(
      strangeBodies,
      fc.oneof(anyText, wrongJson).map((query) => ({ json: { query } })),
      fc.oneof(anyText, wrongJson).map((variables) => ({ json: { query: createDiscussion, variables } })),
      fc
        .tuple(fc.oneof(anyText, wrongJson), fc.oneof(anyText, wrongJson))
        .map(([operationName, extensions]) => ({ json: { query: createDiscussion, operationName, extensions } })),
      anyText.map((title) => ({ json: { query: literal(title) } })),
    );
    let known: DatabaseSnapshot | undefined;
    await fc.assert(
      fc.asyncProperty(callerArbitrary(["community", "anonymous"]), requests, async (caller, body) => {
        const before = known ?? (await snapshotDatabase(world.prisma));
        known = undefined;
        const res = await world.send(caller, "POST", "/graphql", body);
        expect(res.status, res.text.slice(0, 500)).toBeLessThan(500);
        const answer = res.json as GraphQLAnswer | undefined;
        if (answer && typeof answer === "object") expectCodedErrors(answer, res.text);
        if (res.status >= 400 || answer?.errors?.length || !answer?.data?.createDiscussion) {
          await expectUnchanged(world, before, `a malformed request as ${caller}`);
          known = before;
        }
      }),
      { numRuns: 40 },
    );
  });

  for (const [name, fuzzCase] of Object.entries(cases)) {
    it(`${name}: no 5xx or masked error, refusals write nothing, acceptances store what was sent`, async () => {
      const field = schema.getMutationType()?.getFields()[name];
      if (!field) throw new Error(`Mutation.${name} is gone: remove its fuzz case`);
      const query = operationFor(field, fuzzCase.selection);
      await fuzzCase.prepare?.(world);
      const byName = hints(world);
      const variables = fc.oneof(
        mostlyPresent(Object.fromEntries(field.args.map((a) => [a.name, generated(a.type, a.name, byName)]))),
        fuzzCase.valid(world),
      );
      // A refused call leaves the database as it was: its snapshot serves as the next call's "before".
      let known: DatabaseSnapshot | undefined;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(callerArbitrary(fuzzCase.allowed), variables, async (caller, vars) => {
          const before = known ?? (await snapshotDatabase(world.prisma));
          known = undefined;
          const res = await world.send(caller, "POST", "/graphql", { json: { query, variables: vars } });
          expect(res.status, res.text).toBeLessThan(500);
          const answer = res.json as GraphQLAnswer;
          expect(answer, res.text).toBeTypeOf("object");
          expectCodedErrors(answer, res.text);
          const data = answer.data?.[name];
          if (answer.errors?.length || data === undefined || data === null) {
            await expectUnchanged(world, before, `${name} as ${caller}`);
            known = before;
            return;
          }
          expect(fuzzCase.allowed, `${name} accepted from ${caller}`).toContain(caller);
          accepted += 1;
          await fuzzCase.stored?.(world, { variables: vars, data: data as Record<string, unknown>, caller });
        }),
        { numRuns: fuzzCase.numRuns ?? 30 },
      );
      // The accepted path was exercised too, not only refusals.
      expect(accepted).toBeGreaterThan(0);
    });
  }
});
