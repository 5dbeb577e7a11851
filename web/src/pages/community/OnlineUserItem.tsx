import { graphql, useFragment } from "react-relay";
import type { OnlineUserItem_user$key } from "../../__generated__/OnlineUserItem_user.graphql";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { SPECIALIZATION_LABELS } from "../../../../schema/rules/specializations";
import { muted, person, personText } from "./DiscussionsSidebar.css";
import { specializationLabel } from "./formatDiscussion";

interface OnlineUserItemProps {
  user: OnlineUserItem_user$key;
}

export function OnlineUserItem({ user }: OnlineUserItemProps) {
  const data = useFragment(
    graphql`
      fragment OnlineUserItem_user on User {
        id
        firstName
        lastName
        profileImageUrl
        specialization
      }
    `,
    user,
  );
  return (
    <li className={person}>
      <UserAvatar
        id={data.id}
        firstName={data.firstName}
        lastName={data.lastName}
        imageUrl={data.profileImageUrl}
        size="sm"
      />
      <span className={personText}>
        <span>
          {data.firstName} {data.lastName}
        </span>
        <span className={muted}>{specializationLabel(data.specialization, SPECIALIZATION_LABELS)}</span>
      </span>
    </li>
  );
}
