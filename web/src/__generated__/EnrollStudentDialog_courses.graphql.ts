/**
 * @generated SignedSource<<a64de2371ee2eda70a188aa6b2e3fbc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnrollStudentDialog_courses$data = ReadonlyArray<{
  readonly id: string;
  readonly isActive: boolean;
  readonly title: string;
  readonly " $fragmentType": "EnrollStudentDialog_courses";
}>;
export type EnrollStudentDialog_courses$key = ReadonlyArray<{
  readonly " $data"?: EnrollStudentDialog_courses$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnrollStudentDialog_courses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "EnrollStudentDialog_courses",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "67dc37dbf4bbe2cabb1249204525e2ed";

export default node;
