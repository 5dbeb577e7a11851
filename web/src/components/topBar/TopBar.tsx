import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { TopBar_viewer$key } from "../../__generated__/TopBar_viewer.graphql";
import { AvatarMenu } from "./AvatarMenu";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import { NotificationBell } from "./NotificationBell";
import { SearchBox } from "./SearchBox";
import { House, ShieldCheck } from "lucide-react";
import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { bar, desktopNav, desktopOnly, homeLink, homeText, logo, searchSlot, spacer } from "./TopBar.css";
import { logoTarget } from "./topBarLinks";

interface TopBarProps {
  /** Null when signed out. */
  viewer: TopBar_viewer$key | null;
  /** Pages with a search pass where the typed text goes; others get no search box. */
  onSearchChange?: (value: string) => void;
}

/**
 * The common signed-in top bar (spec 2): sections, home, search, notifications, the account menu
 * and the theme. It fits from 320 px up: below the desktop width the sections, the home link and
 * the theme move into the menu, and on a phone the search takes a row of its own.
 */
export function TopBar({ viewer, onSearchChange }: TopBarProps) {
  const data = useFragment(
    graphql`
      fragment TopBar_viewer on Viewer {
        firstName
        lastName
        email
        profileImageUrl
        isModerator
        ...NotificationBell_viewer
      }
    `,
    viewer,
  );

  return (
    <header className={bar}>
      <MobileMenu />
      <Link to={logoTarget(data !== null)} className={logo} aria-label="CyberLab Academy">
        <ShieldCheck aria-hidden="true" size={22} /> CyberLab
      </Link>
      <nav aria-label="Sections" className={desktopNav}>
        <NavLinks />
      </nav>
      <span className={spacer} />
      <Link to="/" className={homeLink}>
        <House aria-hidden="true" size={18} />
        <span className={homeText}>CyberLab Academy Home</span>
      </Link>
      {onSearchChange ? (
        <div className={searchSlot}>
          <SearchBox onSearchChange={onSearchChange} />
        </div>
      ) : null}
      <NotificationBell viewer={data ?? null} />
      {data ? (
        <AvatarMenu
          firstName={data.firstName}
          lastName={data.lastName}
          email={data.email}
          profileImageUrl={data.profileImageUrl}
          isModerator={data.isModerator}
        />
      ) : null}
      <div className={desktopOnly}>
        <HeaderThemeSwitcher />
      </div>
    </header>
  );
}
