import { Repeater } from "graphql-yoga";

/** A reply was stored: open pages of its discussion, and the board, follow it live. */
export type ReplyAdded = { discussionId: string; replyId: string };

/**
 * What happens on the board that open pages follow without reloading. Events travel through an
 * EventTarget: in memory for one process, Redis pub/sub (@graphql-yoga/redis-event-target) for
 * replicas, so a reply stored by one replica reaches subscribers of every other.
 */
export type BoardEvents = {
  replyAdded: (event: ReplyAdded) => void;
  /** Replies to one discussion, until the subscriber leaves. */
  repliesTo: (discussionId: string) => AsyncIterable<ReplyAdded>;
  /** Replies to any discussion (the board's cards move their counts). */
  allReplies: () => AsyncIterable<ReplyAdded>;
  /** These members' notifications changed (new, read, withdrawn): their bells move. */
  notificationsChanged: (userIds: Iterable<string>) => void;
  /** Changes to one member's notifications, until the subscriber leaves. */
  notificationsOf: (userId: string) => AsyncIterable<NotificationsChanged>;
};

/** A member's notifications changed; subscribers read the new count and list themselves. */
export type NotificationsChanged = { userId: string };

type Target = Pick<EventTarget, "addEventListener" | "removeEventListener" | "dispatchEvent">;

export function createBoardEvents(target: Target = new EventTarget(), prefix = ""): BoardEvents {
  const everyReply = `${prefix}board:replies`;
  const repliesOf = (discussionId: string) => `${prefix}board:replies:${discussionId}`;
  const notificationsTo = (userId: string) => `${prefix}notifications:${userId}`;
  const listen = <Event extends object>(topic: string) =>
    new Repeater<Event>(async (push, stop) => {
      const listener = (event: globalThis.Event) => void push((event as CustomEvent<Event>).detail);
      target.addEventListener(topic, listener);
      await stop;
      target.removeEventListener(topic, listener);
    });
  return {
    replyAdded: (event) => {
      target.dispatchEvent(new CustomEvent(repliesOf(event.discussionId), { detail: event }));
      target.dispatchEvent(new CustomEvent(everyReply, { detail: event }));
    },
    repliesTo: (discussionId) => listen<ReplyAdded>(repliesOf(discussionId)),
    allReplies: () => listen<ReplyAdded>(everyReply),
    notificationsChanged: (userIds) => {
      for (const userId of new Set(userIds)) {
        target.dispatchEvent(new CustomEvent(notificationsTo(userId), { detail: { userId } }));
      }
    },
    notificationsOf: (userId) => listen<NotificationsChanged>(notificationsTo(userId)),
  };
}
