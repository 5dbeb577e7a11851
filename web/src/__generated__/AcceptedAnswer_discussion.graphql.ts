/**
 * @generated SignedSource<<e71a08c975c33543db0e951126fda7ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AcceptedAnswer_discussion$data = {
  readonly acceptedAnswer: {
    readonly author: {
      readonly firstName: string;
      readonly lastName: string;
    };
    readonly content: string;
    readonly id: string;
    readonly mentionedMembers: ReadonlyArray<{
      readonly databaseId: string;
      readonly firstName: string;
      readonly lastName: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "AcceptedAnswer_discussion";
};
export type AcceptedAnswer_discussion$key = {
  readonly " $data"?: AcceptedAnswer_discussion$data;
  readonly " $fragmentSpreads": FragmentRefs<"AcceptedAnswer_discussion">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
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
  "name": "AcceptedAnswer_discussion",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Reply",
      "kind": "LinkedField",
      "name": "acceptedAnswer",
      "plural": false,
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
          "name": "content",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "mentionedMembers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseId",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};
})();

(node as any).hash = "85e44621cd7a8b2ada5f0936ab0d4a79";

export default node;
