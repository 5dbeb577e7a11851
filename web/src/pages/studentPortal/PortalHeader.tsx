import { graphql, useFragment } from "react-relay";
import type { PortalHeader_student$key } from "../../__generated__/PortalHeader_student.graphql";
import type { PortalHeader_viewer$key } from "../../__generated__/PortalHeader_viewer.graphql";
import { heading } from "../../ui/layout/PageContainer.css";
import { card } from "../../ui/card.css";
import { banner } from "./PortalHeader.css";
import { PortalNav } from "./PortalNav";

interface PortalHeaderProps {
  student: PortalHeader_student$key;
  viewer: PortalHeader_viewer$key;
}

/** The portal's top row (bell, Logout), and the welcome banner with the student's name. */
export function PortalHeader({ student, viewer }: PortalHeaderProps) {
  const data = useFragment(
    graphql`
      fragment PortalHeader_student on Student {
        firstName
        lastName
      }
    `,
    student,
  );
  const signedIn = useFragment(
    graphql`
      fragment PortalHeader_viewer on Viewer {
        ...PortalNav_viewer
      }
    `,
    viewer,
  );

  return (
    <>
      <PortalNav viewer={signedIn} />
      <section className={`${card} ${banner}`} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={heading}>
          Welcome back, {data.firstName} {data.lastName}!
        </h1>
        <p>Pick up where you left off, or start something new in your programs.</p>
      </section>
    </>
  );
}
