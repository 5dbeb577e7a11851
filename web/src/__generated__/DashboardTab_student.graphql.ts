/**
 * @generated SignedSource<<c4d994772ebd253aebf5ef91fcfe30a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardTab_student$data = {
  readonly email: string;
  readonly " $fragmentType": "DashboardTab_student";
};
export type DashboardTab_student$key = {
  readonly " $data"?: DashboardTab_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardTab_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardTab_student",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "308c77cd195e18317bb4dc5e080769de";

export default node;
