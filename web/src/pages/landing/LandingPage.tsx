import { Link } from "react-router-dom";
import { heading } from "../../ui/layout/PageContainer.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { sprinkles } from "../../styles/sprinkles.css";

// Placeholder until the marketing landing is built; the links are the spec's top navigation.
export function LandingPage() {
  return (
    <PageContainer title="CyberLab Academy">
      <h1 className={heading}>CyberLab Academy</h1>
      <nav aria-label="Site">
        <ul className={sprinkles({ display: "flex", flexWrap: "wrap", gap: "md", padding: "none" })}>
          <li className={sprinkles({ display: "block" })}>
            <Link to="/courses">Courses</Link>
          </li>
          <li className={sprinkles({ display: "block" })}>
            <Link to="/course-signup">Sign-In/Signup</Link>
          </li>
          <li className={sprinkles({ display: "block" })}>
            <Link to="/community">Community Page</Link>
          </li>
        </ul>
      </nav>
    </PageContainer>
  );
}
