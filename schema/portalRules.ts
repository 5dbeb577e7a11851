/** Spec 2 and 9: the demo dashboard figures; the demo student's seeded history yields them (demoAccounts.ts). */
export const PORTAL_DEMO = { badges: 8, streakDays: 12 } as const;
