import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CoursesNav_viewer$key } from "../../__generated__/CoursesNav_viewer.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { bar, brand, links, who } from "./CoursesNav.css";
import { portalFor } from "./formatCourse";

interface CoursesNavProps {
  /** Null when signed out. */
  viewer: CoursesNav_viewer$key | null;
}

/** Signed out: Sign In, Community, Home (spec 2). Signed in: who it is and a way to their area. */
export function CoursesNav({ viewer }: CoursesNavProps) {
  const data = useFragment(
    graphql`
      fragment CoursesNav_viewer on Viewer {
        role
        firstName
        lastName
      }
    `,
    viewer,
  );
  const portal = data ? portalFor(data.role) : null;

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
          {data && portal ? (
            <>
              <li className={who}>
                Signed in as {data.firstName} {data.lastName}
              </li>
              <li>
                <Link to={portal.path} className={buttonRecipe()}>
                  {portal.label}
                </Link>
              </li>
            </>
          ) : (
            <li>
              {/* A full page navigation: the community sign-in runs on the server. */}
              <a href="/api/login" className={buttonRecipe()}>
                Sign In
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
