import { graphql, useFragment } from "react-relay";
import type { DiscussionActions_discussion$key } from "../../__generated__/DiscussionActions_discussion.graphql";
import { visuallyHidden } from "../../components/topBar/visuallyHidden.css";
import { useToast } from "../../ui/toast/useToast";
import { action, actions } from "./DiscussionActions.css";
import { useLikeDiscussionMutation } from "./useLikeDiscussionMutation";

interface DiscussionActionsProps {
  discussion: DiscussionActions_discussion$key;
  /** Names the discussion in each button's accessible name. */
  title: string;
}

/** Like (toggles at once, persists), comments, views and share. */
export function DiscussionActions({ discussion, title }: DiscussionActionsProps) {
  const data = useFragment(
    graphql`
      fragment DiscussionActions_discussion on Discussion {
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

  const share = async () => {
    const url = `${window.location.origin}/community`;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The community link is on your clipboard." });
    } catch {
      toast({ title: "Share", description: url });
    }
  };

  return (
    <div className={actions}>
      <button type="button" className={action} aria-pressed={data.viewerHasLiked} onClick={toggleLike}>
        <span aria-hidden="true">{data.viewerHasLiked ? "♥" : "♡"}</span> {data.likesCount}
        <span className={visuallyHidden}> likes, like “{title}”</span>
      </button>
      <button type="button" className={action}>
        <span aria-hidden="true">💬</span> {data.commentsCount}
        <span className={visuallyHidden}> comments on “{title}”</span>
      </button>
      <button type="button" className={action}>
        <span aria-hidden="true">👁</span> {data.viewsCount}
        <span className={visuallyHidden}> views of “{title}”</span>
      </button>
      <button type="button" className={action} onClick={() => void share()}>
        <span aria-hidden="true">↗</span> Share
        <span className={visuallyHidden}> “{title}”</span>
      </button>
    </div>
  );
}
