import * as Popover from "@radix-ui/react-popover";
import { Suspense, useState } from "react";
import { bellBadge } from "../notifications/bellBadge";
import { BellButton } from "./BellButton";
import { NotificationPanel } from "./NotificationPanel";
import { loading, panel } from "./NotificationPanel.css";

/** The member's bell opening the latest notifications (Radix Popover). Loaded by NotificationBell. */
export function NotificationBellPopover({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
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
