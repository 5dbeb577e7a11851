/**
 * @generated SignedSource<<dbfc24c54d385f2f082e3277d05a9592>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLikeDiscussionMutation_discussion$data = {
  readonly id: string;
  readonly likesCount: number;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "useLikeDiscussionMutation_discussion";
};
export type useLikeDiscussionMutation_discussion$key = {
  readonly " $data"?: useLikeDiscussionMutation_discussion$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLikeDiscussionMutation_discussion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useLikeDiscussionMutation_discussion",
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
      "name": "viewerHasLiked",
      "storageKey": null
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};

(node as any).hash = "54d92b0537e8b92a97a35df575743673";

export default node;
