/**
 * @generated SignedSource<<a085ab7877e32532f1231bec248d97af>>
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
  readonly " $fragmentSpreads": FragmentRefs<"useLikeDiscussionMutation_discussion">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useLikeDiscussionMutation_discussion"
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};

(node as any).hash = "d2c4ded2656922ccb46cf555d6e07f0f";

export default node;
