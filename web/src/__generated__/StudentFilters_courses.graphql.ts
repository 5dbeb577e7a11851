/**
 * @generated SignedSource<<7086055bc5058d4db3efe153244be60d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentFilters_courses$data = ReadonlyArray<{
  readonly databaseId: number;
  readonly id: string;
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
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "03577bc28ed326c59785a2a855cc33be";

export default node;
