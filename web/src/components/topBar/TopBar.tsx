import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { TopBar_viewer$key } from "../../__generated__/TopBar_viewer.graphql";
import { AvatarMenu } from "./AvatarMenu";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import { NotificationBell } from "./NotificationBell";
import { SearchBox } from "./SearchBox";
import { bar, desktopNav, homeLink, logo, spacer } from "./TopBar.css";
import { logoTarget } from "./topBarLinks";

interface TopBarProps {
  /** Null when signed out. */
  viewer: TopBar_viewer$key | null;
  /** Pages with a search pass where the typed text goes; others get no search box. */
  onSearchChange?: (value: string) => void;
}

/** The common signed-in top bar (spec 2): sections, home, search, notifications and the account menu. */
export function TopBar({ viewer, onSearchChange }: TopBarProps) {
  const data = useFragment(
    graphql`
      fragment TopBar_viewer on Viewer {
        firstName
        lastName
        email
        profileImageUrl
      }
    `,
    viewer,
  );

  return (
    <header className={bar}>
      <MobileMenu />
      <Link to={logoTarget(data !== null)} className={logo} aria-label="CyberLab Academy">
        <span aria-hidden="true">🛡️</span> CyberLab
      </Link>
      <nav aria-label="Sections" className={desktopNav}>
        <NavLinks />
      </nav>
      <span className={spacer} />
      <Link to="/" className={homeLink}>
        CyberLab Academy Home
      </Link>
      {onSearchChange ? <SearchBox onSearchChange={onSearchChange} /> : null}
      <NotificationBell />
      {data ? (
        <AvatarMenu
          firstName={data.firstName}
          lastName={data.lastName}
          email={data.email}
          profileImageUrl={data.profileImageUrl}
        />
      ) : null}
    </header>
  );
}
