/**
 * @generated SignedSource<<697701d621f229ca9a47081ab2b9fba3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReplyItem_reply$data = {
  readonly author: {
    readonly databaseId: string;
    readonly firstName: string;
    readonly id: string;
    readonly isDeleted: boolean;
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
  readonly mentionedMembers: ReadonlyArray<{
    readonly databaseId: string;
    readonly firstName: string;
    readonly lastName: string;
  }>;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
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
      "name": "mentionedMembers",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDeleted",
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

(node as any).hash = "802c10a6b67572e79922e737f3004824";

export default node;
