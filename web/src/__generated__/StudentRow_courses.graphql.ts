/**
 * @generated SignedSource<<4ead70ab692d37cb9884450da412bdfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentRow_courses$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"EnrollStudentDialog_courses">;
  readonly " $fragmentType": "StudentRow_courses";
}>;
export type StudentRow_courses$key = ReadonlyArray<{
  readonly " $data"?: StudentRow_courses$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentRow_courses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StudentRow_courses",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EnrollStudentDialog_courses"
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "c6de1e764dc2f74eed9fee0843546768";

export default node;
