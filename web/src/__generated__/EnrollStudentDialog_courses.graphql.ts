/**
 * @generated SignedSource<<2772a547706ea91bffb20b29ddac033f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnrollStudentDialog_courses$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"courseChoices_courses">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "courseChoices_courses"
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "d898cdd11fb83f924ab57a6cc6702c33";

export default node;
