import { useState } from "react";
import { useToast } from "../../ui/toast/useToast";
import { ModerationDialog, type ModerationChoice } from "./ModerationDialog";
import {
  DISCUSSION_MODERATION,
  discussionModerationChoices,
  REPLY_MODERATION,
  type DiscussionAction,
  type ModerationWording,
  type ReplyAction,
} from "./moderationActions";
import { textButton } from "../../ui/button.css";
import { moderatorActions, moderatorLabel } from "./ModeratorActions.css";
import { useModeration } from "./useModeration";

type Outcome = { succeeded: () => void; failed: (error: Error) => void };

interface ActionRowProps<Action extends string> {
  /** "discussion" or "reply", in the group's and buttons' names. */
  what: string;
  choices: readonly Action[];
  wording: Record<Action, ModerationWording>;
  categories?: ReadonlyArray<{ id: string; name: string }>;
  /** Which action takes a category (Move). */
  needsCategory?: Action;
  act: (action: Action, choice: ModerationChoice, outcome: Outcome) => void;
}

/** A moderator's buttons on a post; each opens a dialog that asks for the reason, then acts. */
function ActionRow<Action extends string>({
  what,
  choices,
  wording,
  categories,
  needsCategory,
  act,
}: ActionRowProps<Action>) {
  const [open, setOpen] = useState<Action | null>(null);
  const { toast } = useToast();
  const current = open ? wording[open] : null;
  return (
    <div className={moderatorActions} role="group" aria-label={`Moderate this ${what}`}>
      <span className={moderatorLabel}>Moderator</span>
      {choices.map((action) => (
        <button
          key={action}
          type="button"
          className={textButton}
          aria-label={wording[action].title}
          onClick={() => setOpen(action)}
        >
          {wording[action].label}
        </button>
      ))}
      {open && current ? (
        <ModerationDialog
          open
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
          title={current.title}
          description={current.description}
          confirm={current.label}
          {...(open === needsCategory && categories ? { categories } : {})}
          onConfirm={(choice, outcome) =>
            act(open, choice, {
              succeeded: () => {
                toast({ title: current.done });
                outcome.succeeded();
              },
              failed: outcome.failed,
            })
          }
        />
      ) : null}
    </div>
  );
}

interface DiscussionModeratorActionsProps {
  discussion: { id: string; isPinned: boolean; isLocked: boolean; isHidden: boolean; categoryId: string };
  categories: ReadonlyArray<{ id: string; name: string }>;
}

/** Pin, lock, hide (or the reverse) and move a discussion, each with a reason. */
export function DiscussionModeratorActions({ discussion, categories }: DiscussionModeratorActionsProps) {
  const { moderateDiscussion, moveDiscussion } = useModeration();
  return (
    <ActionRow<DiscussionAction | "MOVE">
      what="discussion"
      choices={discussionModerationChoices(discussion)}
      wording={DISCUSSION_MODERATION}
      categories={categories.filter((category) => category.id !== discussion.categoryId)}
      needsCategory="MOVE"
      act={(action, { reason, categoryId }, outcome) =>
        action === "MOVE"
          ? moveDiscussion(discussion.id, categoryId!, reason, outcome)
          : moderateDiscussion(discussion.id, action, reason, outcome)
      }
    />
  );
}

/** Hide or restore a reply, with a reason. */
export function ReplyModeratorActions({ reply }: { reply: { id: string; isHidden: boolean } }) {
  const { moderateReply } = useModeration();
  const choice: ReplyAction = reply.isHidden ? "RESTORE" : "HIDE";
  return (
    <ActionRow<ReplyAction>
      what="reply"
      choices={[choice]}
      wording={REPLY_MODERATION}
      act={(action, { reason }, outcome) => moderateReply(reply.id, action, reason, outcome)}
    />
  );
}
