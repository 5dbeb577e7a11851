/**
 * @generated SignedSource<<bd14c93eb74208ac58b88a5428ef0036>>
 * @relayHash bed749a529c82d7880ffe03a9939c487
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8119d9e7e7971a39c772948d3180db289a2ff849ee4139bd1e44f5223cb63494

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteDiscussionInput = {
  clientMutationId?: string | null | undefined;
  discussionId: string;
};
export type usePostEditsDeleteDiscussionMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteDiscussionInput;
};
export type usePostEditsDeleteDiscussionMutation$data = {
  readonly deleteDiscussion: {
    readonly deletedDiscussionId: string | null | undefined;
    readonly discussion: {
      readonly content: string;
      readonly id: string;
      readonly isDeleted: boolean;
      readonly title: string;
      readonly viewerIsAuthor: boolean;
    } | null | undefined;
  };
};
export type usePostEditsDeleteDiscussionMutation = {
  response: usePostEditsDeleteDiscussionMutation$data;
  variables: usePostEditsDeleteDiscussionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedDiscussionId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Discussion",
  "kind": "LinkedField",
  "name": "discussion",
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
      "name": "title",
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
      "kind": "ScalarField",
      "name": "isDeleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAuthor",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePostEditsDeleteDiscussionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteDiscussionPayload",
        "kind": "LinkedField",
        "name": "deleteDiscussion",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePostEditsDeleteDiscussionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteDiscussionPayload",
        "kind": "LinkedField",
        "name": "deleteDiscussion",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedDiscussionId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8119d9e7e7971a39c772948d3180db289a2ff849ee4139bd1e44f5223cb63494",
    "metadata": {},
    "name": "usePostEditsDeleteDiscussionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c1caca2d689f76346b3fcae2a916d32";

export default node;
