/**
 * @generated SignedSource<<5d28dbc18795177019ab6ec5ce620e82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MemberAvatar_user$data = {
  readonly firstName: string;
  readonly id: string;
  readonly isOnline: boolean;
  readonly lastName: string;
  readonly profileImageUrl: string | null | undefined;
  readonly " $fragmentType": "MemberAvatar_user";
};
export type MemberAvatar_user$key = {
  readonly " $data"?: MemberAvatar_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberAvatar_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberAvatar_user",
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
      "name": "profileImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOnline",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "357022049d843b1203ab876b73a63c9a";

export default node;
