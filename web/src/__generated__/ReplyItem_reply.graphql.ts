/**
 * @generated SignedSource<<b79e32a8da9f311363e39f7d8e688577>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReplyItem_reply$data = {
  readonly author: {
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly profileImageUrl: string | null | undefined;
  };
  readonly content: string;
  readonly createdAt: any;
  readonly editedAt: any | null | undefined;
  readonly hiddenReason: string | null | undefined;
  readonly id: string;
  readonly isAcceptedAnswer: boolean;
  readonly isHidden: boolean;
  readonly viewerCanModerate: boolean;
  readonly viewerHasFlagged: boolean;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ReplyLikeButton_reply">;
  readonly " $fragmentType": "ReplyItem_reply";
};
export type ReplyItem_reply$key = {
  readonly " $data"?: ReplyItem_reply$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReplyItem_reply">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReplyItem_reply",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAcceptedAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAuthor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanModerate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasFlagged",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReplyLikeButton_reply"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reply",
  "abstractKey": null
};
})();

(node as any).hash = "2535774f969f4edb42757018db6e0966";

export default node;
