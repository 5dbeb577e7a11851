/**
 * @generated SignedSource<<8297e393f2a53951aaf2703b46326b7e>>
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
    readonly byCategory: ReadonlyArray<{
      readonly count: number;
      readonly slug: string;
    }>;
    readonly total: number;
  };
  readonly " $fragmentType": "CourseLabs_query";
};
export type CourseLabs_query$key = {
  readonly " $data"?: CourseLabs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseLabs_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
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
            (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6c107f6171be20a8ceebbc7cfd282d98";

export default node;
