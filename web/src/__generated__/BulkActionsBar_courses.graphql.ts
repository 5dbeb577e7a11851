/**
 * @generated SignedSource<<5e616e53b2870f2424de2470669fbe6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BulkActionsBar_courses$data = ReadonlyArray<{
  readonly id: string;
  readonly isActive: boolean;
  readonly title: string;
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

(node as any).hash = "74e17f1197c029b41e382dfcdd5d1224";

export default node;
