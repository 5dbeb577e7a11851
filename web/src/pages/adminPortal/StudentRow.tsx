import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { StudentRow_courses$key } from "../../__generated__/StudentRow_courses.graphql";
import type { StudentRow_tracks$key } from "../../__generated__/StudentRow_tracks.graphql";
import type { StudentRow_student$key } from "../../__generated__/StudentRow_student.graphql";
import { formatDate } from "../../ui/format/dateTime";
import { EnrollmentProgress } from "./EnrollmentProgress";
import { EnrollStudentDialog } from "./EnrollStudentDialog";
import { SetPasswordDialog } from "./SetPasswordDialog";
import { UnlockModuleDialog } from "./UnlockModuleDialog";
import { StudentAvatar } from "./StudentAvatar";
import { StudentStatusToggle } from "./StudentStatusToggle";
import * as css from "./StudentRow.css";

interface StudentRowProps {
  student: StudentRow_student$key;
  courses: StudentRow_courses$key;
  tracks: StudentRow_tracks$key;
}

/** One student: who they are, their state, their enrolments and what an admin can do. */
export function StudentRow({ student, courses, tracks }: StudentRowProps) {
  const data = useFragment(
    graphql`
      fragment StudentRow_student on Student {
        firstName
        lastName
        email
        isActive
        createdAt
        ...StudentAvatar_student
        ...StudentStatusToggle_student
        ...SetPasswordDialog_student
        ...EnrollStudentDialog_student
        ...UnlockModuleDialog_student
        enrollments {
          id
          ...EnrollmentProgress_enrollment
        }
      }
    `,
    student,
  );
  const courseOptions = useFragment(
    graphql`
      fragment StudentRow_courses on Course @relay(plural: true) {
        ...EnrollStudentDialog_courses
      }
    `,
    courses,
  );
  const trackOptions = useFragment(
    graphql`
      fragment StudentRow_tracks on Track @relay(plural: true) {
        ...UnlockModuleDialog_tracks
      }
    `,
    tracks,
  );
  const nameId = useId();
  const name = `${data.firstName} ${data.lastName}`;

  return (
    <article className={css.card} aria-labelledby={nameId}>
      <div className={css.identity}>
        <StudentAvatar student={data} />
        <div className={css.who}>
          <h3 id={nameId} className={css.name}>
            {name}
          </h3>
          <p className={css.email}>{data.email}</p>
          <p className={css.meta}>
            <span className={css.status({ active: data.isActive })}>{data.isActive ? "Active" : "Inactive"}</span>
            {/* The day the account was created as stored (UTC), so it reads the same in every time zone. */}
            <span>
              Created <time dateTime={data.createdAt}>{formatDate(data.createdAt, { timeZone: "UTC" })}</time>
            </span>
          </p>
        </div>
      </div>
      {data.enrollments.length === 0 ? (
        <p className={css.meta}>Not enrolled in any course.</p>
      ) : (
        <ul className={css.enrollments} aria-label={`Enrolments of ${name}`}>
          {data.enrollments.map((enrollment) => (
            <li key={enrollment.id}>
              <EnrollmentProgress enrollment={enrollment} />
            </li>
          ))}
        </ul>
      )}
      <div className={css.actions}>
        <StudentStatusToggle student={data} nameId={nameId} />
        <SetPasswordDialog student={data} nameId={nameId} />
        <EnrollStudentDialog student={data} nameId={nameId} courses={courseOptions} />
        <UnlockModuleDialog student={data} nameId={nameId} tracks={trackOptions} />
      </div>
    </article>
  );
}
