/**
 * @generated SignedSource<<80f859a25000578c76e1e700cc011c6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReplyLikeButton_reply$data = {
  readonly id: string;
  readonly likesCount: number;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "ReplyLikeButton_reply";
};
export type ReplyLikeButton_reply$key = {
  readonly " $data"?: ReplyLikeButton_reply$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReplyLikeButton_reply">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReplyLikeButton_reply",
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
  "type": "Reply",
  "abstractKey": null
};

(node as any).hash = "54a84c2e5877a5f82480c4c6b420db83";

export default node;
