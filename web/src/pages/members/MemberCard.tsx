import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { MemberCard_member$key } from "../../__generated__/MemberCard_member.graphql";
import { SPECIALIZATION_LABELS } from "../../../../schema/rules/specializations";
import { muted } from "../../ui/card.css";
import { specializationLabel } from "../community/formatDiscussion";
import { MemberAvatar } from "./MemberAvatar";
import { counts, memberCard, memberName, memberText } from "./Members.css";
import { memberPath } from "./memberPath";

export const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One member in the directory: avatar with the online dot, name (to the profile), specialization, activity. */
export function MemberCard({ member }: { member: MemberCard_member$key }) {
  const data = useFragment(
    graphql`
      fragment MemberCard_member on User {
        id
        firstName
        lastName
        specialization
        discussionsCount
        repliesCount
        ...MemberAvatar_user
      }
    `,
    member,
  );
  return (
    <li className={memberCard}>
      <MemberAvatar user={data} size="md" />
      <div className={memberText}>
        <Link to={memberPath(data.id)} className={memberName}>
          {data.firstName} {data.lastName}
        </Link>
        <span className={muted}>{specializationLabel(data.specialization, SPECIALIZATION_LABELS)}</span>
        <span className={counts}>
          <span>{countLabel(data.discussionsCount, "discussion", "discussions")}</span>
          <span aria-hidden="true">·</span>
          <span>{countLabel(data.repliesCount, "reply", "replies")}</span>
        </span>
      </div>
    </li>
  );
}
