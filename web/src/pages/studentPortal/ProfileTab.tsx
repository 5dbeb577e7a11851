import { graphql, useFragment } from "react-relay";
import type { ProfileTab_student$key } from "../../__generated__/ProfileTab_student.graphql";
import { formatDate } from "../../ui/format/dateTime";
import { card, cardTitle } from "../../ui/card.css";
import { figures } from "../lessons/LessonSidebar.css";

interface ProfileTabProps {
  student: ProfileTab_student$key;
}

export function ProfileTab({ student }: ProfileTabProps) {
  const data = useFragment(
    graphql`
      fragment ProfileTab_student on Student {
        firstName
        lastName
        email
        createdAt
      }
    `,
    student,
  );

  return (
    <section className={card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={cardTitle}>
        Profile
      </h2>
      <dl className={figures}>
        <dt>Name</dt>
        <dd>
          {data.firstName} {data.lastName}
        </dd>
        <dt>Email</dt>
        <dd>{data.email}</dd>
        <dt>Student since</dt>
        <dd>{formatDate(data.createdAt, { dateStyle: "long" })}</dd>
      </dl>
    </section>
  );
}
