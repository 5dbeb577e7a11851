import { Suspense } from "react";
import { lazyControl } from "../../ui/lazy/lazyControl";

// The board's subscriptions start after its first render anyway (in an effect, over a graphql-ws
// client that is itself fetched with the first subscription), so their documents and updaters now
// load then too, not with the board. Nothing shows meanwhile: they render nothing.
const loadLiveUpdates = () => import("./LiveUpdates");
const BoardActivity = lazyControl(() => loadLiveUpdates().then((module) => module.BoardActivityUpdates));
const OnlineUsers = lazyControl(() => loadLiveUpdates().then((module) => module.OnlineUsersUpdates));

export function BoardActivityUpdates() {
  return (
    <Suspense fallback={null}>
      <BoardActivity />
    </Suspense>
  );
}

export function OnlineUsersUpdates() {
  return (
    <Suspense fallback={null}>
      <OnlineUsers />
    </Suspense>
  );
}
