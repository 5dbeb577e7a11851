/**
 * @generated SignedSource<<99a9712dff6131e28dc2996517239f0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileTab_student$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentType": "ProfileTab_student";
};
export type ProfileTab_student$key = {
  readonly " $data"?: ProfileTab_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileTab_student",
  "selections": [
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "8d76cffe90484b0e0ab52d0699302582";

export default node;
