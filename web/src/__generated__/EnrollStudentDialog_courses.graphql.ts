/**
 * @generated SignedSource<<714277de8a856f9fba58cfbcb39fc973>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnrollStudentDialog_courses$data = ReadonlyArray<{
  readonly databaseId: number;
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
      "name": "databaseId",
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

(node as any).hash = "1888574136acfb102a1a42becfaaed65";

export default node;
