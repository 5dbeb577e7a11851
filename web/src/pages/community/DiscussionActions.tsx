import { Eye, Heart, MessageCircle, Share2 } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { DiscussionActions_discussion$key } from "../../__generated__/DiscussionActions_discussion.graphql";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { useToast } from "../../ui/toast/useToast";
import { discussionPath } from "../discussion/discussionPath";
import { action, actions, figure } from "./DiscussionActions.css";
import { useLikeDiscussionMutation } from "./useLikeDiscussionMutation";

interface DiscussionActionsProps {
  discussion: DiscussionActions_discussion$key;
  /** Names the discussion in each button's accessible name. */
  title: string;
}

/** Like (toggles at once, persists), the replies (opens the thread), views, and share (the thread's own link). */
export function DiscussionActions({ discussion, title }: DiscussionActionsProps) {
  const data = useFragment(
    graphql`
      fragment DiscussionActions_discussion on Discussion {
        id
        likesCount
        commentsCount
        viewsCount
        viewerHasLiked
        ...useLikeDiscussionMutation_discussion
      }
    `,
    discussion,
  );
  const toggleLike = useLikeDiscussionMutation(data);
  const { toast } = useToast();

  const path = discussionPath(data.id);
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    // The system's share sheet where there is one (phones); else the clipboard.
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The discussion's link is on your clipboard." });
    } catch {
      toast({ title: "Share", description: url });
    }
  };

  return (
    <div className={actions}>
      <button type="button" className={action} aria-pressed={data.viewerHasLiked} onClick={toggleLike}>
        <Heart aria-hidden="true" size={16} fill={data.viewerHasLiked ? "currentColor" : "none"} /> {data.likesCount}
        <span className={visuallyHidden}> likes, like “{title}”</span>
      </button>
      <Link to={`${path}#replies`} className={action}>
        <MessageCircle aria-hidden="true" size={16} /> {data.commentsCount}
        <span className={visuallyHidden}> comments on “{title}”</span>
      </Link>
      <span className={figure}>
        <Eye aria-hidden="true" size={16} /> {data.viewsCount}
        <span className={visuallyHidden}> views of “{title}”</span>
      </span>
      <button type="button" className={action} onClick={() => void share()}>
        <Share2 aria-hidden="true" size={16} /> Share
        <span className={visuallyHidden}> “{title}”</span>
      </button>
    </div>
  );
}
