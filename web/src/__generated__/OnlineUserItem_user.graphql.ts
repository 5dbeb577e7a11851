/**
 * @generated SignedSource<<34be1e9909f0318df7f594086c803b42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Specialization = "CRYPTOGRAPHY" | "DIGITAL_FORENSICS" | "INCIDENT_RESPONSE" | "NETWORK_SECURITY" | "PENETRATION_TESTING" | "SECURITY_ANALYSIS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OnlineUserItem_user$data = {
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly profileImageUrl: string | null | undefined;
  readonly specialization: Specialization | null | undefined;
  readonly " $fragmentType": "OnlineUserItem_user";
};
export type OnlineUserItem_user$key = {
  readonly " $data"?: OnlineUserItem_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnlineUserItem_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnlineUserItem_user",
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
      "name": "specialization",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "98ca7c1c25694184f3839766699508ff";

export default node;
