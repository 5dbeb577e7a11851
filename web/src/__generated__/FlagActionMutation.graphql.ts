/**
 * @generated SignedSource<<7f82c7572c6f9e5df030ee7b7177729a>>
 * @relayHash 08a52cd8fd13b0229d45eac5a68cfd01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1939535ef8103ba99075fc9e1818ea2d0d9e1fda1a65c9666d174cffb9ee354

import type { ConcreteRequest } from 'relay-runtime';
export type FlagReason = "ABUSE" | "OFF_TOPIC" | "OTHER" | "SPAM" | "%future added value";
export type FlagPostInput = {
  clientMutationId?: string | null | undefined;
  note?: string | null | undefined;
  postId: string;
  reason: FlagReason;
};
export type FlagActionMutation$variables = {
  input: FlagPostInput;
};
export type FlagActionMutation$data = {
  readonly flagPost: {
    readonly post: {
      readonly content?: string;
      readonly hiddenReason?: string | null | undefined;
      readonly id?: string;
      readonly isHidden?: boolean;
      readonly title?: string;
      readonly viewerHasFlagged?: boolean;
    };
  };
};
export type FlagActionMutation = {
  response: FlagActionMutation$data;
  variables: FlagActionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isHidden",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenReason",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFlagged",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "type": "Discussion",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "type": "Reply",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FlagActionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FlagPostPayload",
        "kind": "LinkedField",
        "name": "flagPost",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FlagActionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FlagPostPayload",
        "kind": "LinkedField",
        "name": "flagPost",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a1939535ef8103ba99075fc9e1818ea2d0d9e1fda1a65c9666d174cffb9ee354",
    "metadata": {},
    "name": "FlagActionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e551bf1ea0b50d1f0cdf6aad8fda1068";

export default node;
