/**
 * @generated SignedSource<<09327c6245d42e249f6f16a507464ec8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Specialization = "CRYPTOGRAPHY" | "DIGITAL_FORENSICS" | "INCIDENT_RESPONSE" | "NETWORK_SECURITY" | "PENETRATION_TESTING" | "SECURITY_ANALYSIS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MemberCard_member$data = {
  readonly discussionsCount: number;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly repliesCount: number;
  readonly specialization: Specialization | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MemberAvatar_user">;
  readonly " $fragmentType": "MemberCard_member";
};
export type MemberCard_member$key = {
  readonly " $data"?: MemberCard_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberCard_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberCard_member",
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
      "name": "specialization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discussionsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repliesCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MemberAvatar_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9a34ca241835e9701d9d6cfa4e3a28e8";

export default node;
