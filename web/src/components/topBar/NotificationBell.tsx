import { badge, iconButton } from "./TopBar.css";
import { NOTIFICATION_BADGE_COUNT } from "./topBarLinks";
import { visuallyHidden } from "./visuallyHidden.css";

/** The bell with the spec's fixed badge; notifications themselves are not specified. */
export function NotificationBell() {
  return (
    <button type="button" className={iconButton}>
      <span aria-hidden="true">🔔</span>
      <span className={visuallyHidden}>Notifications</span>
      <span className={badge}>{NOTIFICATION_BADGE_COUNT}</span>
      <span className={visuallyHidden}> new</span>
    </button>
  );
}
