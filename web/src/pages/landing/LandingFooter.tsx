import { Link } from "react-router-dom";
import { footer, links, row } from "./LandingFooter.css";

export function LandingFooter() {
  return (
    <footer className={footer}>
      <div className={row}>
        <p>© {new Date().getFullYear()} CyberLab Academy. Hands-on IT and cybersecurity training.</p>
        <nav aria-label="Footer">
          <ul className={links}>
            <li>
              <Link to="/courses">Courses</Link>
            </li>
            <li>
              <Link to="/student-login">Student Login</Link>
            </li>
            <li>
              <Link to="/community">Return to Community Platform</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
