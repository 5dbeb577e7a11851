/**
 * @generated SignedSource<<98d1dcf7ebd6cb4e1fe42620a06812b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentFilters_courses$data = ReadonlyArray<{
  readonly databaseId: number;
  readonly title: string;
  readonly " $fragmentType": "StudentFilters_courses";
}>;
export type StudentFilters_courses$key = ReadonlyArray<{
  readonly " $data"?: StudentFilters_courses$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentFilters_courses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StudentFilters_courses",
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
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "28729e4c46564d3d78758d54361d3af5";

export default node;
