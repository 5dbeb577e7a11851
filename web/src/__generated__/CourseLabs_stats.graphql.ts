/**
 * @generated SignedSource<<62c0c1f34e71b5de874d3994fa9454da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CourseLabs_stats$data = {
  readonly byCategory: ReadonlyArray<{
    readonly count: number;
    readonly slug: string;
  }>;
  readonly total: number;
  readonly " $fragmentType": "CourseLabs_stats";
};
export type CourseLabs_stats$key = {
  readonly " $data"?: CourseLabs_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseLabs_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseLabs_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CategoryCount",
      "kind": "LinkedField",
      "name": "byCategory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DiscussionStats",
  "abstractKey": null
};

(node as any).hash = "09ec7b0408a0f0067ead4a120e64519b";

export default node;
