/** Spec 2 and 9: the student portal's fixed demo figures. */
export const PORTAL_DEMO = { badges: 8, streakDays: 12 } as const;
