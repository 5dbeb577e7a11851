import type { Redis } from "ioredis";

/**
 * A Redis connection for @graphql-yoga/redis-event-target whose publish and (un)subscribe failures
 * are reported instead of thrown: the event target does not await them, so an unreachable Redis
 * would otherwise end the process with an unhandled rejection.
 */
export function guardedPubSub(client: Redis, report: (error: unknown) => void): Redis {
  return {
    publish: (channel: string, message: string) => client.publish(channel, message).catch(report),
    subscribe: (channel: string) => client.subscribe(channel).catch(report),
    unsubscribe: (channel: string) => client.unsubscribe(channel).catch(report),
    on: (event: string, listener: (...args: unknown[]) => void) => client.on(event, listener),
  } as unknown as Redis;
}
