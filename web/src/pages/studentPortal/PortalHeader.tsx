import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { PortalHeader_student$key } from "../../__generated__/PortalHeader_student.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { heading } from "../../ui/layout/PageContainer.css";
import { card } from "../../ui/card.css";
import { banner, topRow, actions } from "./PortalHeader.css";
import { useStudentLogoutMutation } from "./useStudentLogoutMutation";

interface PortalHeaderProps {
  student: PortalHeader_student$key;
}

/** The portal's top row with Logout, and the welcome banner with the student's name. */
export function PortalHeader({ student }: PortalHeaderProps) {
  const data = useFragment(
    graphql`
      fragment PortalHeader_student on Student {
        firstName
        lastName
      }
    `,
    student,
  );
  const [logout, isLoggingOut] = useStudentLogoutMutation();

  return (
    <>
      <nav className={topRow} aria-label="Student portal">
        <Link to="/">CyberLab Academy</Link>
        <span className={actions}>
          <button
            type="button"
            className={buttonRecipe({ variant: "outline" })}
            onClick={logout}
            disabled={isLoggingOut}
          >
            Logout
          </button>
          <HeaderThemeSwitcher />
        </span>
      </nav>
      <section className={`${card} ${banner}`} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={heading}>
          Welcome back, {data.firstName} {data.lastName}!
        </h1>
        <p>Pick up where you left off, or start something new in your programs.</p>
      </section>
    </>
  );
}
