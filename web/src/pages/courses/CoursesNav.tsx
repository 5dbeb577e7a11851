import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { Link } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { bar, brand, links } from "./CoursesNav.css";

/** The catalogue's signed-out navigation (spec 2): Sign In, Community, Home. */
export function CoursesNav() {
  return (
    <header className={bar}>
      <Link to="/" className={brand}>
        CyberLab Academy
      </Link>
      <nav aria-label="Main">
        <ul className={links}>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/community">Community</Link>
          </li>
          <li>
            {/* A full page navigation: the community sign-in runs on the server. */}
            <a href="/api/login" className={buttonRecipe()}>
              Sign In
            </a>
          </li>
          <li>
            <HeaderThemeSwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
}
