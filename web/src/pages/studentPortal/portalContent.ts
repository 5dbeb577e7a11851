// External sites the dashboard opens in new tabs (spec 2 and 7).
export const LAB_ENVIRONMENT_URL = "https://labs.cyberlab.academy";
export const MENTOR_SCHEDULER_URL = "https://calendly.com/cyberlab-academy/mentor-call";
export const COURSE_MATERIALS_URL = "https://materials.cyberlab.academy";

/** Where a student signed out of the portal goes, and after how long (spec 6 and 9). */
export const SIGNED_OUT_REDIRECT = { to: "/student-login", delayMs: 500 } as const;

type ProgramStatus = "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED" | "LOCKED" | string;

/** Spec 4: Start Course, Continue or a disabled Locked. */
export function programAction(status: ProgramStatus): {
  label: "Start Course" | "Continue" | "Locked";
  locked: boolean;
} {
  if (status === "LOCKED") return { label: "Locked", locked: true };
  return { label: status === "NOT_STARTED" ? "Start Course" : "Continue", locked: false };
}

type ProjectStatus = "PENDING" | "SUBMITTED" | "UPCOMING" | "RETURNED" | "GRADED" | string;

/**
 * Spec 4: pending (destructive badge, Submit), submitted (View), upcoming (Preview). Beyond the
 * spec, an assignment's review: returned for revision (Submit again), graded (View the grade).
 */
export function projectView(status: ProjectStatus): { badge: string; action: string; destructive: boolean } {
  if (status === "PENDING") return { badge: "Pending", action: "Submit", destructive: true };
  if (status === "RETURNED") return { badge: "Returned", action: "Submit", destructive: true };
  if (status === "SUBMITTED") return { badge: "Submitted", action: "View", destructive: false };
  if (status === "GRADED") return { badge: "Graded", action: "View", destructive: false };
  return { badge: "Upcoming", action: "Preview", destructive: false };
}
