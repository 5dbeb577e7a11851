/**
 * @generated SignedSource<<9c81484661088ec0f0ef53f1749dddbe>>
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
  readonly id: string;
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
      "name": "viewerIsAuthor",
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

(node as any).hash = "9b49569493643bcd50ce3b6ef120f4d9";

export default node;
