import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

const REPLY_HASH = "#reply-";

/**
 * A link to a reply (`#reply-<id>`, e.g. from a notification) scrolls to it and moves focus there,
 * loading further pages of the thread until the reply is on screen or the thread ends.
 */
export function useScrollToReply(thread: {
  loaded: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}) {
  const { hash } = useLocation();
  const reached = useRef<string | null>(null);
  const { loaded, hasNext, isLoadingNext, loadNext } = thread;
  useEffect(() => {
    if (!hash.startsWith(REPLY_HASH) || reached.current === hash) return;
    const target = document.getElementById(hash.slice(1));
    if (target) {
      reached.current = hash;
      target.setAttribute("tabindex", "-1");
      target.scrollIntoView({ block: "center" });
      target.focus({ preventScroll: true });
    } else if (hasNext && !isLoadingNext) {
      loadNext();
    }
  }, [hash, loaded, hasNext, isLoadingNext, loadNext]);
}
