/**
 * @generated SignedSource<<0b6dbc2e2167fda324d2f308446f3b2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BulkActionsBar_courses$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"courseChoices_courses">;
  readonly " $fragmentType": "BulkActionsBar_courses";
}>;
export type BulkActionsBar_courses$key = ReadonlyArray<{
  readonly " $data"?: BulkActionsBar_courses$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkActionsBar_courses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BulkActionsBar_courses",
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

(node as any).hash = "d203aac4532f7a23e4fcc082f7b505c2";

export default node;
