import { useEffect, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { OnlineNowQuery } from "../../__generated__/OnlineNowQuery.graphql";
import { card, cardTitle, list, muted } from "./DiscussionsSidebar.css";
import { splitOnline } from "./formatDiscussion";
import { OnlineUsersUpdates } from "./LazyLiveUpdates";
import { OnlineUserItem } from "./OnlineUserItem";

/** Spec 7/9: the online list is refreshed this often, besides the live subscription. */
export const ONLINE_POLL_INTERVAL_MS = 30_000;

/** Up to 5 people online now, then '+N more online'; or 'No users online'. */
export function OnlineNow() {
  const [fetchKey, setFetchKey] = useState(0);
  const { onlineUsers } = useLazyLoadQuery<OnlineNowQuery>(
    graphql`
      query OnlineNowQuery {
        onlineUsers {
          id
          ...OnlineUserItem_user
        }
      }
    `,
    {},
    // The first render reads the network; each poll refreshes quietly behind what is shown.
    { fetchKey, fetchPolicy: fetchKey === 0 ? "store-or-network" : "store-and-network" },
  );
  useEffect(() => {
    const timer = setInterval(() => setFetchKey((key) => key + 1), ONLINE_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  const { shown, more } = splitOnline(onlineUsers);
  return (
    <section className={card} aria-labelledby="online-now-title">
      <h2 id="online-now-title" className={cardTitle}>
        Online Now
      </h2>
      {shown.length === 0 ? (
        <p className={muted}>No users online</p>
      ) : (
        <ul className={list} aria-label="Online users">
          {shown.map((user) => (
            <OnlineUserItem key={user.id} user={user} />
          ))}
        </ul>
      )}
      {more > 0 ? <p className={muted}>+{more} more online</p> : null}
      <OnlineUsersUpdates />
    </section>
  );
}
