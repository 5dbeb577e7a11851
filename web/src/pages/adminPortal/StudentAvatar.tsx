import { graphql, useFragment } from "react-relay";
import type { StudentAvatar_student$key } from "../../__generated__/StudentAvatar_student.graphql";
import { avatar } from "./StudentAvatar.css";
import { initials } from "./formatAdmin";

interface StudentAvatarProps {
  student: StudentAvatar_student$key;
}

/** The student's picture, or their initials; decorative, since the name is shown beside it. */
export function StudentAvatar({ student }: StudentAvatarProps) {
  const data = useFragment(
    graphql`
      fragment StudentAvatar_student on Student {
        firstName
        lastName
        profileImageUrl
      }
    `,
    student,
  );

  if (data.profileImageUrl) {
    return <img className={avatar} src={data.profileImageUrl} alt="" width={48} height={48} />;
  }
  return (
    <span className={avatar} aria-hidden="true">
      {initials(data.firstName, data.lastName)}
    </span>
  );
}
