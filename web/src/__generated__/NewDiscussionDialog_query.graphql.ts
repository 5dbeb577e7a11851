/**
 * @generated SignedSource<<bea964239e3f2b68dabf8538e52bb50e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewDiscussionDialog_query$data = {
  readonly categories: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "NewDiscussionDialog_query";
};
export type NewDiscussionDialog_query$key = {
  readonly " $data"?: NewDiscussionDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewDiscussionDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewDiscussionDialog_query",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6ebc020f635cb3ee86352b7a29461f33";

export default node;
