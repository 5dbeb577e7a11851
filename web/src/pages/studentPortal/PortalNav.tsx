import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { PortalNav_viewer$key } from "../../__generated__/PortalNav_viewer.graphql";
import { NotificationBell } from "../../components/topBar/NotificationBell";
import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { buttonRecipe } from "../../ui/button.css";
import { actions, topRow } from "./PortalHeader.css";
import { useStudentLogoutMutation } from "./useStudentLogoutMutation";

interface PortalNavProps {
  viewer: PortalNav_viewer$key;
}

/** The student's top row on every portal screen: home, the notification bell, Logout and the theme. */
export function PortalNav({ viewer }: PortalNavProps) {
  const data = useFragment(
    graphql`
      fragment PortalNav_viewer on Viewer {
        ...NotificationBell_viewer
      }
    `,
    viewer,
  );
  const [logout, isLoggingOut] = useStudentLogoutMutation();

  return (
    <nav className={topRow} aria-label="Student portal">
      <Link to="/">CyberLab Academy</Link>
      <span className={actions}>
        <NotificationBell viewer={data} />
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={logout} disabled={isLoggingOut}>
          Logout
        </button>
        <HeaderThemeSwitcher />
      </span>
    </nav>
  );
}
