/**
 * @generated SignedSource<<da8eb547694b14e09f929271ad87a538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardTab_enrollments$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"OverallProgress_enrollment">;
  readonly " $fragmentType": "DashboardTab_enrollments";
}>;
export type DashboardTab_enrollments$key = ReadonlyArray<{
  readonly " $data"?: DashboardTab_enrollments$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardTab_enrollments">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DashboardTab_enrollments",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OverallProgress_enrollment"
    }
  ],
  "type": "Enrollment",
  "abstractKey": null
};

(node as any).hash = "c54705d84656526c11fc082845ec2243";

export default node;
