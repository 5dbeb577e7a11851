/**
 * @generated SignedSource<<36664084e3ac2168bf0ef0daa4be589a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DiscussionsSidebar_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CourseLabs_query">;
  readonly " $fragmentType": "DiscussionsSidebar_query";
};
export type DiscussionsSidebar_query$key = {
  readonly " $data"?: DiscussionsSidebar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscussionsSidebar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscussionsSidebar_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CourseLabs_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "02d08802e6cd6eb38099b35e2c746d35";

export default node;
