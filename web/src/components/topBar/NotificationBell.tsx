import { Suspense } from "react";
import { graphql, useFragment } from "react-relay";
import type { NotificationBell_viewer$key } from "../../__generated__/NotificationBell_viewer.graphql";
import { promptSignIn } from "../../pages/community/unauthorized";
import { lazyControl } from "../../ui/lazy/lazyControl";
import { bellBadge } from "../notifications/bellBadge";
import { BellButton } from "./BellButton";
import { NOTIFICATION_BADGE_COUNT } from "./topBarLinks";
import { useNotificationsSubscription } from "./useNotificationsSubscription";

// The popover (Radix) and its panel come just after the first render; an inert bell shows the count meanwhile.
const NotificationBellPopover = lazyControl(() =>
  import("./NotificationBellPopover").then((module) => module.NotificationBellPopover),
);

interface NotificationBellProps {
  /** Null when signed out: the spec's bell, which asks the visitor to sign in. */
  viewer: NotificationBell_viewer$key | null;
}

/** The bell: the member's unread count, live, opening the latest notifications. */
export function NotificationBell({ viewer }: NotificationBellProps) {
  const data = useFragment(
    graphql`
      fragment NotificationBell_viewer on Viewer {
        role
        unreadNotificationsCount
      }
    `,
    viewer,
  );
  if (!data) return <BellButton label={String(NOTIFICATION_BADGE_COUNT)} onClick={() => promptSignIn()} />;
  // Community members and students are told of new ones live; an admin has none.
  return (
    <MemberBell unread={data.unreadNotificationsCount} live={data.role === "COMMUNITY" || data.role === "STUDENT"} />
  );
}

function MemberBell({ unread, live }: { unread: number; live: boolean }) {
  return (
    <>
      {live ? <LiveCount /> : null}
      <Suspense fallback={<BellButton label={bellBadge(unread)} aria-hidden="true" tabIndex={-1} />}>
        <NotificationBellPopover unread={unread} />
      </Suspense>
    </>
  );
}

/** Subscribes while mounted (a hook cannot be conditional). */
function LiveCount() {
  useNotificationsSubscription();
  return null;
}
