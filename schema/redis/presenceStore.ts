import { randomUUID } from "node:crypto";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import type { Redis } from "ioredis";
import { type Presence, PresenceChange } from "../presence.js";
import { guardedPubSub } from "./guardedPubSub.js";

export type RedisPresenceOptions = {
  /** Commands. */
  redis: Redis;
  /** Pub/sub needs two more connections: one publishes, one is held in subscriber mode. */
  publisher: Redis;
  subscriber: Redis;
  /** Key and channel prefix, shared by every replica of one deployment. */
  prefix: string;
  /** How long a signed-in HTTP request keeps its member online (the web app polls every 30 s). */
  pollExpiryMs: number;
  /** How long a live connection counts without a heartbeat from its replica: a dead replica's users leave after it. */
  liveExpiryMs: number;
  heartbeatMs: number;
  /** How often each replica looks for expired entries and tells its subscribers. */
  sweepMs: number;
  onError?: (error: unknown) => void;
};

export const LIVE_EXPIRY_MS = 10_000;
export const HEARTBEAT_MS = 3_000;

/**
 * Presence shared by every replica through Redis (three sorted sets):
 * - `presence:polled` member → time of their last signed-in HTTP request (kept for pollExpiryMs);
 * - `presence:live` "<replica> <member>" → when that replica's live connection stops counting,
 *   pushed forward by the replica's heartbeat; a replica that dies stops pushing, so its users
 *   leave within liveExpiryMs;
 * - `presence:activity` member → last arrival or request, for the most-recent-first order.
 * Each write is announced on a Redis channel; every replica then recomputes the list and tells its
 * subscribers when someone came or left. A periodic sweep catches expiries nobody announces.
 * Scores are wall-clock milliseconds: replicas need synchronised clocks (NTP).
 */
export function createRedisPresence(options: RedisPresenceOptions): Presence {
  const { redis, prefix } = options;
  const replica = randomUUID();
  const keys = {
    polled: `${prefix}presence:polled`,
    live: `${prefix}presence:live`,
    activity: `${prefix}presence:activity`,
  };
  const channel = `${prefix}presence:changed`;
  const report = (error: unknown) => options.onError?.(error);
  const events = createRedisEventTarget({
    publishClient: guardedPubSub(options.publisher, report),
    subscribeClient: guardedPubSub(options.subscriber, report),
  });

  const localConnections = new Map<string, number>();
  const listeners = new Set<(change: PresenceChange) => void>();
  let known: Set<string> | undefined;
  let refreshing = Promise.resolve();

  const announce = () => events.dispatchEvent(new CustomEvent(channel, { detail: { replica } }));
  const liveMember = (userId: string) => `${replica} ${userId}`;

  const onlineUserIds = async () => {
    const now = Date.now();
    const [live, polled] = (await redis
      .multi()
      .zrangebyscore(keys.live, now, "+inf")
      .zrangebyscore(keys.polled, now - options.pollExpiryMs, "+inf")
      .exec())!.map(([, value]) => value as string[]);
    const ids = [...new Set([...live!.map((member) => member.slice(member.indexOf(" ") + 1)), ...polled!])];
    if (ids.length === 0) return [];
    const scores = await redis.zmscore(keys.activity, ...ids);
    const at = new Map(ids.map((id, i) => [id, Number(scores[i] ?? 0)]));
    return ids.sort((a, b) => at.get(b)! - at.get(a)!);
  };

  // Serialised, so two refreshes never race on `known`.
  const refresh = () =>
    (refreshing = refreshing.then(async () => {
      try {
        const ids = new Set(await onlineUserIds());
        const changed = known !== undefined && (ids.size !== known.size || [...ids].some((id) => !known!.has(id)));
        known = ids;
        if (changed) {
          const change = new PresenceChange();
          listeners.forEach((listener) => listener(change));
        }
      } catch (error) {
        report(error);
      }
    }));
  const onAnnouncement = () => void refresh();
  events.addEventListener(channel, onAnnouncement);

  const sweep = async () => {
    const now = Date.now();
    await redis
      .multi()
      .zremrangebyscore(keys.live, "-inf", `(${now}`)
      .zremrangebyscore(keys.polled, "-inf", `(${now - options.pollExpiryMs}`)
      // Nobody stays online longer than this without a request or a live connection.
      .zremrangebyscore(keys.activity, "-inf", `(${now - 24 * 60 * 60_000}`)
      .exec();
    await refresh();
  };
  const heartbeat = async () => {
    if (localConnections.size === 0) return;
    const expires = Date.now() + options.liveExpiryMs;
    await redis.zadd(keys.live, ...[...localConnections.keys()].flatMap((id) => [expires, liveMember(id)]));
  };
  const timers = [
    setInterval(() => sweep().catch(report), options.sweepMs),
    setInterval(() => heartbeat().catch(report), options.heartbeatMs),
  ];
  timers.forEach((timer) => timer.unref());
  void refresh();

  const write = (run: () => Promise<unknown>) => {
    run().then(announce, report);
  };

  return {
    touch: (userId) =>
      write(async () => {
        const now = Date.now();
        const pipeline = redis.multi().zadd(keys.activity, now, userId);
        // A member with a live connection here is online through it; a request must not hold them
        // online after this replica dies.
        if (!localConnections.has(userId)) pipeline.zadd(keys.polled, now, userId);
        await pipeline.exec();
      }),
    connect: (userId) => {
      const count = (localConnections.get(userId) ?? 0) + 1;
      localConnections.set(userId, count);
      if (count === 1) {
        const now = Date.now();
        write(() =>
          redis
            .multi()
            .zadd(keys.live, now + options.liveExpiryMs, liveMember(userId))
            .zadd(keys.activity, now, userId)
            .zrem(keys.polled, userId)
            .exec(),
        );
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (localConnections.get(userId) ?? 1) - 1;
        if (left > 0) {
          localConnections.set(userId, left);
          return;
        }
        // Their last connection here closed: they leave now, not when an expiry runs out.
        localConnections.delete(userId);
        write(() => redis.multi().zrem(keys.live, liveMember(userId)).zrem(keys.polled, userId).exec());
      };
    },
    onlineUserIds,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      timers.forEach(clearInterval);
      events.removeEventListener(channel, onAnnouncement);
      // A replica that shuts down cleanly takes its live connections with it at once.
      if (localConnections.size > 0) {
        const members = [...localConnections.keys()].map(liveMember);
        localConnections.clear();
        write(() => redis.zrem(keys.live, ...members));
      }
    },
  };
}
