/** Spec 2 and 9: the demo dashboard figures, which the demo student's seeded history yields (prisma/demoAccounts.ts). */
export const PORTAL_DEMO = { badges: 8, streakDays: 12 } as const;
