/**
 * Who is online. A member is online while they have a live connection (a subscription over
 * graphql-ws) or made a signed-in request within the expiry (the board also polls every 30 s).
 */
export type Presence = {
  /** Marks the user as active now (an HTTP request). */
  touch: (userId: string) => void;
  /** Holds the user online for as long as a live connection lasts; call the result when it closes. */
  connect: (userId: string) => () => void;
  /** Ids of online users, most recently active first. */
  onlineUserIds: () => Promise<string[]>;
  /**
   * Calls the listener whenever someone comes online or leaves, every listener with the same
   * PresenceChange; returns the unsubscribe.
   */
  onChange: (listener: (change: PresenceChange) => void) => () => void;
  close: () => void;
};

/**
 * One change of who is online, as every listener of a process receives it. Work done in answer to
 * it (looking up the new list) runs once per key, not once per subscriber: a thousand open boards
 * then cost one lookup per arrival instead of a thousand.
 */
export class PresenceChange {
  private readonly results = new Map<string, Promise<unknown>>();

  /** The result of `run` for `key`, run at the first call for this change and shared with later ones. */
  once<T>(key: string, run: () => Promise<T>): Promise<T> {
    let result = this.results.get(key) as Promise<T> | undefined;
    if (!result) this.results.set(key, (result = run()));
    return result;
  }
}

/** Long enough to bridge the web app's 30 s poll twice over. */
export const PRESENCE_EXPIRY_MS = 90_000;

/** Presence for one process. */
export function createMemoryPresence(options: { expiryMs: number; sweepMs?: number; now?: () => number }): Presence {
  const now = options.now ?? Date.now;
  const lastSeen = new Map<string, number>();
  const connections = new Map<string, number>();
  const listeners = new Set<(change: PresenceChange) => void>();
  const changed = () => {
    const change = new PresenceChange();
    listeners.forEach((listener) => listener(change));
  };

  const seen = (userId: string) => {
    const wasOnline = lastSeen.has(userId);
    // Re-insert so the Map's order is the order of last activity.
    lastSeen.delete(userId);
    lastSeen.set(userId, now());
    if (!wasOnline) changed();
  };
  const sweep = () => {
    const cutoff = now() - options.expiryMs;
    let removed = false;
    for (const [id, at] of lastSeen) {
      if (at < cutoff && !connections.has(id)) {
        lastSeen.delete(id);
        removed = true;
      }
    }
    if (removed) changed();
  };
  const timer = setInterval(sweep, options.sweepMs ?? 5_000);
  timer.unref();

  return {
    touch: seen,
    connect: (userId) => {
      connections.set(userId, (connections.get(userId) ?? 0) + 1);
      seen(userId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (connections.get(userId) ?? 1) - 1;
        if (left > 0) {
          connections.set(userId, left);
          return;
        }
        // Their last connection closed: they leave now, not when the expiry runs out.
        connections.delete(userId);
        if (lastSeen.delete(userId)) changed();
      };
    },
    onlineUserIds: async () => {
      sweep();
      return [...lastSeen.keys()].reverse();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => clearInterval(timer),
  };
}
