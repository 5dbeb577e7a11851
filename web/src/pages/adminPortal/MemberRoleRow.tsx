import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { MemberRoleRow_member$key } from "../../__generated__/MemberRoleRow_member.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { td } from "./adminTable.css";
import { useSetMemberModeratorMutation } from "./useSetMemberModeratorMutation";

interface MemberRoleRowProps {
  member: MemberRoleRow_member$key;
}

export function MemberRoleRow({ member }: MemberRoleRowProps) {
  const data = useFragment(
    graphql`
      fragment MemberRoleRow_member on CommunityMemberRole {
        id
        firstName
        lastName
        email
        isModerator
      }
    `,
    member,
  );
  const [setModerator, isInFlight] = useSetMemberModeratorMutation(data.id);
  const nameId = useId();
  return (
    <tr>
      <th className={td} scope="row" id={nameId}>
        {data.firstName} {data.lastName}
      </th>
      <td className={td}>{data.email}</td>
      <td className={td}>{data.isModerator ? "Moderator" : "Member"}</td>
      <td className={td}>
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          aria-describedby={nameId}
          disabled={isInFlight}
          onClick={() => setModerator(!data.isModerator)}
        >
          {data.isModerator ? "Revoke moderator" : "Make moderator"}
        </button>
      </td>
    </tr>
  );
}
