import { useBoardActivitySubscription } from "./useBoardActivitySubscription";
import { useOnlineUsersSubscription } from "./useOnlineUsersSubscription";

/** Keeps the board's cards live (useBoardActivitySubscription); renders nothing. */
export function BoardActivityUpdates(): null {
  useBoardActivitySubscription();
  return null;
}

/** Keeps Online Now live (useOnlineUsersSubscription); renders nothing. */
export function OnlineUsersUpdates(): null {
  useOnlineUsersSubscription();
  return null;
}
