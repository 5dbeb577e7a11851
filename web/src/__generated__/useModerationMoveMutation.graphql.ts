/**
 * @generated SignedSource<<578d68d9da2fe1c6aaa2b34f181d9db1>>
 * @relayHash 638c26fc31105552aa3710c2f9a92a3b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8137764cd4e710d59e4e83b827760bcdae4f703eb810c90304bf52045ebbdb75

import type { ConcreteRequest } from 'relay-runtime';
export type MoveDiscussionInput = {
  categoryId: string;
  clientMutationId?: string | null | undefined;
  discussionId: string;
  reason: string;
};
export type useModerationMoveMutation$variables = {
  input: MoveDiscussionInput;
};
export type useModerationMoveMutation$data = {
  readonly moveDiscussion: {
    readonly discussion: {
      readonly category: {
        readonly icon: string;
        readonly id: string;
        readonly name: string;
      };
      readonly id: string;
    };
  };
};
export type useModerationMoveMutation = {
  response: useModerationMoveMutation$data;
  variables: useModerationMoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MoveDiscussionPayload",
    "kind": "LinkedField",
    "name": "moveDiscussion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Discussion",
        "kind": "LinkedField",
        "name": "discussion",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "icon",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useModerationMoveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationMoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8137764cd4e710d59e4e83b827760bcdae4f703eb810c90304bf52045ebbdb75",
    "metadata": {},
    "name": "useModerationMoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a82f57cbd4ef4c42d1c6a1e5e2df83a4";

export default node;
