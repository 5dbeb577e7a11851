/**
 * @generated SignedSource<<6973cf5c950dfa8c53d435b741dd4ad4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CourseLabs_query$data = {
  readonly categories: ReadonlyArray<{
    readonly icon: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly discussionStats: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseLabs_stats">;
  };
  readonly " $fragmentType": "CourseLabs_query";
};
export type CourseLabs_query$key = {
  readonly " $data"?: CourseLabs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseLabs_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseLabs_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DiscussionStats",
      "kind": "LinkedField",
      "name": "discussionStats",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CourseLabs_stats"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ffeff54edfc726c5e0458024f16b7cd2";

export default node;
