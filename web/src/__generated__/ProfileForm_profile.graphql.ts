/**
 * @generated SignedSource<<1faa032d9c39e71f8a532f6e241b3525>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Specialization = "CRYPTOGRAPHY" | "DIGITAL_FORENSICS" | "INCIDENT_RESPONSE" | "NETWORK_SECURITY" | "PENETRATION_TESTING" | "SECURITY_ANALYSIS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfileForm_profile$data = {
  readonly bio: string;
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly profileImageUrl: string | null | undefined;
  readonly skills: ReadonlyArray<string>;
  readonly specialization: Specialization | null | undefined;
  readonly " $fragmentType": "ProfileForm_profile";
};
export type ProfileForm_profile$key = {
  readonly " $data"?: ProfileForm_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_profile",
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
      "name": "profileImageUrl",
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
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "73471b868bffec32bbde3ad911dd5c06";

export default node;
