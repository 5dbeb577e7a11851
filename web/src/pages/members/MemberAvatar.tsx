import { graphql, useFragment } from "react-relay";
import type { MemberAvatar_user$key } from "../../__generated__/MemberAvatar_user.graphql";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { avatarWrap, onlineDot } from "./Members.css";

/** The kit's avatar (picture or the spec's placeholder) with a dot while the member is online. */
export function MemberAvatar({ user, size }: { user: MemberAvatar_user$key; size: "md" | "xl" }) {
  const data = useFragment(
    graphql`
      fragment MemberAvatar_user on User {
        id
        firstName
        lastName
        profileImageUrl
        isOnline
      }
    `,
    user,
  );
  return (
    <span className={avatarWrap}>
      <UserAvatar
        id={data.id}
        firstName={data.firstName}
        lastName={data.lastName}
        imageUrl={data.profileImageUrl}
        size={size}
      />
      {data.isOnline ? (
        <>
          <span className={onlineDot} aria-hidden="true" />
          <span className={visuallyHidden}>Online now</span>
        </>
      ) : null}
    </span>
  );
}
