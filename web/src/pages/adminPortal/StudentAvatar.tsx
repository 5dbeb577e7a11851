import { graphql, useFragment } from "react-relay";
import type { StudentAvatar_student$key } from "../../__generated__/StudentAvatar_student.graphql";
import { UserAvatar } from "../../ui/avatar/UserAvatar";

interface StudentAvatarProps {
  student: StudentAvatar_student$key;
}

/** The student's picture, or their initials; decorative, since the name is shown beside it. */
export function StudentAvatar({ student }: StudentAvatarProps) {
  const data = useFragment(
    graphql`
      fragment StudentAvatar_student on Student {
        id
        firstName
        lastName
        profileImageUrl
      }
    `,
    student,
  );

  return (
    <UserAvatar
      id={data.id}
      firstName={data.firstName}
      lastName={data.lastName}
      imageUrl={data.profileImageUrl}
      size="lg"
    />
  );
}
