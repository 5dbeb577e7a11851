// How the Progress tab groups completed lessons into weeks.

/** Weeks the lessons-per-week chart shows, this week included. */
export const PROGRESS_CHART_WEEKS = 8;

const DAY_MS = 24 * 3600 * 1000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** Monday 00:00 UTC of the oldest week the chart shows. */
export function firstChartWeek(now: Date): Date {
  return new Date(weekStartOf(now).getTime() - (PROGRESS_CHART_WEEKS - 1) * 7 * DAY_MS);
}

/** Completions counted per week for the last PROGRESS_CHART_WEEKS weeks up to `now`, oldest first. */
export function lessonsPerWeek(completedAt: readonly Date[], now: Date): { weekStart: Date; lessons: number }[] {
  const first = firstChartWeek(now).getTime();
  const weeks = Array.from({ length: PROGRESS_CHART_WEEKS }, (_, i) => ({
    weekStart: new Date(first + i * 7 * DAY_MS),
    lessons: 0,
  }));
  for (const at of completedAt) {
    const index = weeks.findIndex((w) => w.weekStart.getTime() === weekStartOf(at).getTime());
    if (index >= 0) weeks[index]!.lessons += 1;
  }
  return weeks;
}
