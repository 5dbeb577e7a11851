/**
 * @generated SignedSource<<43d6b30141eb04911e9cd5223973b6b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberRoleRow_member$data = {
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly isModerator: boolean;
  readonly lastName: string;
  readonly " $fragmentType": "MemberRoleRow_member";
};
export type MemberRoleRow_member$key = {
  readonly " $data"?: MemberRoleRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberRoleRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberRoleRow_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isModerator",
      "storageKey": null
    }
  ],
  "type": "CommunityMemberRole",
  "abstractKey": null
};

(node as any).hash = "4036c243906379a25832a6b579179cbf";

export default node;
