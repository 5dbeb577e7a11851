/** Who is online: users seen within the expiry. The gateway reports activity; the schema reads it. */
export type Presence = {
  /** Marks the user as active now. */
  touch: (userId: string) => void;
  /** Ids of users active within the expiry, most recently active first. */
  onlineUserIds: () => Promise<string[]>;
};

/** Presence for one process. */
export function createMemoryPresence(options: { expiryMs: number; now?: () => number }): Presence {
  const now = options.now ?? Date.now;
  const lastSeen = new Map<string, number>();
  return {
    touch: (userId) => {
      // Re-insert so the Map's order is the order of last activity.
      lastSeen.delete(userId);
      lastSeen.set(userId, now());
    },
    onlineUserIds: async () => {
      const cutoff = now() - options.expiryMs;
      for (const [id, seen] of lastSeen) if (seen < cutoff) lastSeen.delete(id);
      return [...lastSeen.keys()].reverse();
    },
  };
}

/** Long enough to bridge the web app's 30 s poll twice over. */
export const PRESENCE_EXPIRY_MS = 90_000;
