import { EyeOff } from "lucide-react";
import { hiddenNotice } from "./DiscussionThread.css";

/**
 * Says a moderator hid a post, with the reason for those the server tells it to (moderators and
 * the author); other members read only that it was hidden.
 */
export function HiddenNotice({ what, reason }: { what: "discussion" | "reply"; reason?: string | null | undefined }) {
  return (
    <p className={hiddenNotice} role="note">
      <EyeOff aria-hidden="true" size={16} />
      <span>
        A moderator hid this {what}
        {reason ? `. Reason: ${reason}` : "."}
      </span>
    </p>
  );
}
