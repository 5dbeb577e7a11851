import { badge, iconButton } from "./TopBar.css";
import { Bell } from "lucide-react";
import { NOTIFICATION_BADGE_COUNT } from "./topBarLinks";
import { visuallyHidden } from "../../ui/visuallyHidden.css";

/** The bell with the spec's fixed badge; notifications themselves are not specified. */
export function NotificationBell() {
  return (
    <button type="button" className={iconButton}>
      <Bell aria-hidden="true" size={20} />
      <span className={visuallyHidden}>Notifications</span>
      <span className={badge}>{NOTIFICATION_BADGE_COUNT}</span>
      <span className={visuallyHidden}> new</span>
    </button>
  );
}
