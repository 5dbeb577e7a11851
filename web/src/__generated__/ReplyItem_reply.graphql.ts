/**
 * @generated SignedSource<<662abc506763805b736afe4662422004>>
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

(node as any).hash = "7e14345ec094befa5190ea3738f6bc7b";

export default node;
