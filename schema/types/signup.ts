import { z } from "zod";
import { passwordPolicySchema, refinePasswordNotEmail } from "../auth/passwordPolicy.js";
import { hashPassword } from "../auth/passwords.js";
import { builder, mutationInput } from "../builder.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { failure, invalidInput, isUniqueViolation } from "../errors.js";
import type { Course } from "../generated/prisma/client.js";
import { EXPERIENCE_LABELS, signupSchema } from "../signupRules.js";
import { sameTextAnyCase } from "../rules/textMatch.js";
import { CourseNode } from "./course.js";

const Experience = builder.enumType("Experience", {
  description: "How much IT experience a new student has.",
  values: {
    BEGINNER: { description: EXPERIENCE_LABELS.BEGINNER },
    SOME: { description: EXPERIENCE_LABELS.SOME },
    EXPERIENCED: { description: EXPERIENCE_LABELS.EXPERIENCED },
  } as const,
});

// The form's rules, with the password held to the policy: the common-password list is too big for
// the web bundle, so the server alone checks it, and the form shows the reason beside the field.
// The course is a global id here, checked by the resolver; the form's rule is for its own field.
const signupInputSchema = mutationInput(
  signupSchema
    .extend({ password: passwordPolicySchema, courseId: z.unknown().optional() })
    .superRefine(refinePasswordNotEmail),
);

type SignupResult = { email: string; firstName: string; course: Course | null };

const emailTaken = () => failure("CONFLICT", "An account with this email already exists");

builder.relayMutationField(
  "studentSignup",
  {
    description: "The course sign-up form. Every field is required except the course.",
    inputFields: (t) => ({
      firstName: t.string({ required: true, description: "Given name." }),
      lastName: t.string({ required: true, description: "Family name." }),
      email: t.string({ required: true, description: "E-mail address the student will sign in with." }),
      phone: t.string({ required: true, description: "Phone number." }),
      experience: t.field({ type: Experience, required: true, description: "IT experience so far." }),
      password: t.string({
        required: true,
        description:
          "The password the student chose: 8 to 256 characters, not a common password, not the e-mail address.",
      }),
      confirmPassword: t.string({ required: true, description: "The password typed again; not compared (spec 5)." }),
      courseId: t.globalID({
        for: CourseNode,
        description: "Global id of the course whose Enroll Now link led to the form.",
      }),
    }),
    validate: signupInputSchema,
  },
  {
    description:
      "Creates an inactive student account (and records interest in a course when one is given) for an admin to enable. Does not sign in. The password must have at least 8 characters and not be a common password; sign-ups from one client address are limited (RATE_LIMITED). Over HTTP only (HTTP_REQUIRED on graphql-ws), where the limits are counted.",
    authScopes: { http: true },
    resolve: async (_root, { input }, ctx, info): Promise<SignupResult> => {
      // Counted before anything is looked up: probing which addresses have accounts counts too.
      await ctx.signupThrottle?.attempt();
      const email = input.email.toLowerCase();
      // E-mail addresses are unique across every kind of account, whatever their case.
      const existing = await ctx.prisma.user.findFirst({
        where: { email: sameTextAnyCase(email) },
        select: { id: true },
      });
      if (existing) throw emailTaken();
      if (input.courseId) refuseForeignNodeIds(info, [input.courseId]);
      const courseId = input.courseId ? Number(input.courseId.id) : null;
      const course =
        courseId === null ? null : await ctx.prisma.course.findFirst({ where: { id: courseId, isActive: true } });
      if (courseId !== null && !course) throw invalidInput([{ field: "input.courseId", message: "Unknown course" }]);
      const passwordHash = await hashPassword(input.password);
      try {
        await ctx.prisma.user.create({
          data: {
            role: "STUDENT",
            isActive: false,
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            experience: input.experience,
            passwordHash,
            ...(course ? { courseInterests: { create: { courseId: course.id } } } : {}),
          },
        });
      } catch (error) {
        // Two sign-ups with one address at once: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return { email, firstName: input.firstName, course };
    },
  },
  {
    description: "A created student account. It cannot sign in until an admin enables it.",
    outputFields: (t) => ({
      email: t.exposeString("email", { description: "The account's sign-in e-mail." }),
      firstName: t.exposeString("firstName", { description: "Given name, for the confirmation." }),
      isActive: t.boolean({ description: "Always false: an admin enables new accounts.", resolve: () => false }),
      course: t.field({
        type: CourseNode,
        nullable: true,
        description: "The course the student is interested in.",
        resolve: (r) => r.course,
      }),
    }),
  },
);

builder.queryField("demoStudentHint", (t) =>
  t.string({
    nullable: true,
    description:
      "The demo student's sign-in, for the sign-in page's failure hint; null unless demo accounts exist (never in production).",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) =>
      ctx.demoStudent ? `Demo student: ${ctx.demoStudent.email} / ${ctx.demoStudent.password}` : null,
  }),
);
