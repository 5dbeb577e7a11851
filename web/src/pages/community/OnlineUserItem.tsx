import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { memberPath } from "../members/memberPath";
import type { OnlineUserItem_user$key } from "../../__generated__/OnlineUserItem_user.graphql";
import { UserAvatar } from "../../ui/avatar/UserAvatar";
import { SPECIALIZATION_LABELS } from "../../../../schema/rules/specializations";
import { muted, person, personName, personText } from "./DiscussionsSidebar.css";
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
        <Link to={memberPath(data.id)} className={personName}>
          {data.firstName} {data.lastName}
        </Link>
        <span className={muted}>{specializationLabel(data.specialization, SPECIALIZATION_LABELS)}</span>
      </span>
    </li>
  );
}
