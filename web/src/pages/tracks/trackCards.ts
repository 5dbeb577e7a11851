/** The catalogue routes and the track each shows. */
const SLUG_BY_PATH: Record<string, string> = {
  "/it-infrastructure-modules": "infrastructure",
  "/it-security-modules": "security",
};

export function trackSlugFromPath(pathname: string): string {
  return SLUG_BY_PATH[pathname.replace(/\/+$/, "")] ?? "";
}

export type ModuleCardState = {
  badge: "Completed" | "Available" | "Locked";
  action: "Start Module" | "Continue" | "Locked";
  locked: boolean;
};

/** Spec 4: Start Module, or Continue above 0 %; locked cards are dimmed with a disabled Locked. */
export function moduleCardState(
  status: "AVAILABLE" | "LOCKED" | string,
  progress: number,
  completed: boolean,
): ModuleCardState {
  const locked = status === "LOCKED";
  return {
    badge: completed ? "Completed" : locked ? "Locked" : "Available",
    action: locked ? "Locked" : progress > 0 ? "Continue" : "Start Module",
    locked,
  };
}

export type SummaryTile = { label: string; value: string };

type SummaryInput = {
  moduleCount: number;
  completedModules: number;
  totalLessons: number;
  totalHours: number;
  labExercises: number | null | undefined;
};

/**
 * Spec 2: the infrastructure catalogue shows modules, completed, hours and lessons; the security
 * catalogue (the one with a lab figure) shows modules, lessons, labs and hours.
 */
export function summaryTiles(t: SummaryInput): SummaryTile[] {
  if (t.labExercises == null) {
    return [
      { label: "Total Modules", value: String(t.moduleCount) },
      { label: "Completed", value: String(t.completedModules) },
      { label: "Total Hours", value: String(t.totalHours) },
      { label: "Total Lessons", value: String(t.totalLessons) },
    ];
  }
  return [
    { label: "Security Modules", value: String(t.moduleCount) },
    { label: "Total Lessons", value: String(t.totalLessons) },
    { label: "Lab Exercises", value: String(t.labExercises) },
    { label: "Hours of Content", value: String(t.totalHours) },
  ];
}
