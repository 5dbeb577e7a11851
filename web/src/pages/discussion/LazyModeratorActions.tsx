import { lazy, Suspense, type ComponentProps } from "react";

// Only moderators see these controls: their code (dialogs, the reason's rule) loads for them alone,
// so a member's first load of a discussion stays as small as before.
const Discussion = lazy(() =>
  import("./ModeratorActions").then((module) => ({ default: module.DiscussionModeratorActions })),
);
const Reply = lazy(() => import("./ModeratorActions").then((module) => ({ default: module.ReplyModeratorActions })));

export function DiscussionModeratorActions(props: ComponentProps<typeof Discussion>) {
  return (
    <Suspense fallback={null}>
      <Discussion {...props} />
    </Suspense>
  );
}

export function ReplyModeratorActions(props: ComponentProps<typeof Reply>) {
  return (
    <Suspense fallback={null}>
      <Reply {...props} />
    </Suspense>
  );
}
