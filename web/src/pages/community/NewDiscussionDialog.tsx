import { Suspense, useEffect } from "react";
import { graphql, useFragment } from "react-relay";
import type { NewDiscussionDialog_query$key } from "../../__generated__/NewDiscussionDialog_query.graphql";
import { Dialog } from "../../ui/dialog/Dialog";
import { lazyControl } from "../../ui/lazy/lazyControl";

// The form brings zod (the server's rules, schema/discussionRules.ts) and the mutation: the board
// renders without them and fetches them right after, before anyone can open the dialog.
const loadForm = () => import("./NewDiscussionForm").then((module) => module.NewDiscussionForm);
const NewDiscussionForm = lazyControl(loadForm);

interface NewDiscussionDialogProps {
  query: NewDiscussionDialog_query$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Start New Discussion. The form lives inside the dialog's content, which unmounts on close, so
 * closing (or succeeding, which closes it) always resets the form (spec 4).
 */
export function NewDiscussionDialog({ query, open, onOpenChange }: NewDiscussionDialogProps) {
  const data = useFragment(
    graphql`
      fragment NewDiscussionDialog_query on Query {
        categories {
          id
          slug
          name
        }
      }
    `,
    query,
  );
  useEffect(() => {
    void loadForm();
  }, []);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start New Discussion"
      description="Ask a question or share something with the community."
      size="large"
    >
      <Suspense fallback={<p>Loading…</p>}>
        <NewDiscussionForm
          categories={data.categories.map(({ id, slug, name }) => ({ id, slug, name }))}
          onDone={() => onOpenChange(false)}
        />
      </Suspense>
    </Dialog>
  );
}
