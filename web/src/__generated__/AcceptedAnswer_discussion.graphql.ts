/**
 * @generated SignedSource<<563ca9617c120952f9bbfb0ee0628098>>
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
  } | null | undefined;
  readonly " $fragmentType": "AcceptedAnswer_discussion";
};
export type AcceptedAnswer_discussion$key = {
  readonly " $data"?: AcceptedAnswer_discussion$data;
  readonly " $fragmentSpreads": FragmentRefs<"AcceptedAnswer_discussion">;
};

const node: ReaderFragment = {
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
          "name": "author",
          "plural": false,
          "selections": [
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
            }
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

(node as any).hash = "23bd6ab692165b681843dcafdcbde4ce";

export default node;
