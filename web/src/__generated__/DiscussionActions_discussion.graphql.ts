/**
 * @generated SignedSource<<a0c83f62fb0858f0528e84137ddd1d17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DiscussionActions_discussion$data = {
  readonly commentsCount: number;
  readonly id: string;
  readonly likesCount: number;
  readonly viewerHasLiked: boolean;
  readonly viewsCount: number;
  readonly " $fragmentType": "DiscussionActions_discussion";
};
export type DiscussionActions_discussion$key = {
  readonly " $data"?: DiscussionActions_discussion$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscussionActions_discussion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscussionActions_discussion",
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
      "name": "likesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasLiked",
      "storageKey": null
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};

(node as any).hash = "3469b5a0242be06818dc2c1e9a4c54d8";

export default node;
