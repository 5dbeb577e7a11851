import * as Popover from "@radix-ui/react-popover";
import { Bell } from "lucide-react";
import { Suspense, useState, type ComponentPropsWithRef } from "react";
import { graphql, useFragment } from "react-relay";
import type { NotificationBell_viewer$key } from "../../__generated__/NotificationBell_viewer.graphql";
import { promptSignIn } from "../../pages/community/unauthorized";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { bellBadge } from "../notifications/bellBadge";
import { NotificationPanel } from "./NotificationPanel";
import { loading, panel } from "./NotificationPanel.css";
import { badge, iconButton } from "./TopBar.css";
import { NOTIFICATION_BADGE_COUNT } from "./topBarLinks";
import { useNotificationsSubscription } from "./useNotificationsSubscription";

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
  return <MemberBell unread={data.unreadNotificationsCount} live={data.role === "COMMUNITY"} />;
}

function MemberBell({ unread, live }: { unread: number; live: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {live ? <LiveCount /> : null}
      <Popover.Trigger asChild>
        <BellButton label={bellBadge(unread)} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={panel} align="end" sideOffset={8} collisionPadding={8} aria-label="Notifications">
          <Suspense fallback={<p className={loading}>Loading notifications…</p>}>
            <NotificationPanel fetchKey={unread} onNavigate={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Subscribes while mounted (a hook cannot be conditional). */
function LiveCount() {
  useNotificationsSubscription();
  return null;
}

type BellButtonProps = ComponentPropsWithRef<"button"> & { label: string | null };

/** The round bell button; its name reads "Notifications 3 new" (or just "Notifications"). */
function BellButton({ label, ...props }: BellButtonProps) {
  return (
    <button type="button" className={iconButton} {...props}>
      <Bell aria-hidden="true" size={20} />
      <span className={visuallyHidden}>Notifications</span>
      {label ? (
        <>
          <span className={badge}>{label}</span>
          <span className={visuallyHidden}> new</span>
        </>
      ) : null}
    </button>
  );
}
