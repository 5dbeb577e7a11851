/** Calls `onReconnect` each time the browser comes back online; returns the unsubscribe. */
export function listenForReconnect(target: EventTarget, onReconnect: () => void): () => void {
  target.addEventListener("online", onReconnect);
  return () => target.removeEventListener("online", onReconnect);
}
