import { NavLink } from "react-router-dom";
import { activeLink, link, links, stackedLinks } from "./TopBar.css";
import { topBarLinks } from "./topBarLinks";

interface NavLinksProps {
  /** The mobile menu stacks them. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** The section links; the current one is highlighted and marked aria-current="page". */
export function NavLinks({ stacked = false, onNavigate }: NavLinksProps) {
  return (
    <ul className={stacked ? stackedLinks : links}>
      {topBarLinks.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => (isActive ? activeLink : link)} onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
