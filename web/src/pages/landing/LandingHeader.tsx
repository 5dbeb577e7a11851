import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { Link } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { bar, brand, header, link, links } from "./LandingHeader.css";
import { TechStartupsDialog } from "./TechStartupsDialog";

/** The landing page's top navigation (spec 2): routes, in-page anchors and the startups offer. */
export function LandingHeader() {
  return (
    <header className={header}>
      <div className={bar}>
        <Link to="/" className={brand}>
          CyberLab Academy
        </Link>
        <nav aria-label="Main">
          <ul className={links}>
            <li>
              <Link to="/courses" className={link}>
                Courses
              </Link>
            </li>
            {/* Plain anchors: the browser scrolls to the section and the URL keeps the hash. */}
            <li>
              <a href="#pricing" className={link}>
                Pricing
              </a>
            </li>
            <li>
              <a href="#about" className={link}>
                About
              </a>
            </li>
            <li>
              <a href="#contact" className={link}>
                Contact
              </a>
            </li>
            <li>
              <Link to="/community" className={link}>
                Community Page
              </Link>
            </li>
            <li>
              <TechStartupsDialog />
            </li>
            <li>
              <Link to="/course-signup" className={buttonRecipe()}>
                Sign-In/Signup
              </Link>
            </li>
            <li>
              <HeaderThemeSwitcher />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
