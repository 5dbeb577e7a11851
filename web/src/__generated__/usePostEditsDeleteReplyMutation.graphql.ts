/**
 * @generated SignedSource<<4dcd31118f2d4c8423570362067a1bb8>>
 * @relayHash bc9107ffd4d99437d8883ed94443add2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 850727fc6c863b5fb62859f7b0c7dc28bbc2b75da1a9f135b2fd52ed0c9ef3d1

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteReplyInput = {
  clientMutationId?: string | null | undefined;
  replyId: string;
};
export type usePostEditsDeleteReplyMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteReplyInput;
};
export type usePostEditsDeleteReplyMutation$data = {
  readonly deleteReply: {
    readonly deletedReplyId: string;
    readonly discussion: {
      readonly commentsCount: number;
      readonly id: string;
    };
  };
};
export type usePostEditsDeleteReplyMutation = {
  response: usePostEditsDeleteReplyMutation$data;
  variables: usePostEditsDeleteReplyMutation$variables;
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
  "name": "deletedReplyId",
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
      "name": "commentsCount",
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
    "name": "usePostEditsDeleteReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteReplyPayload",
        "kind": "LinkedField",
        "name": "deleteReply",
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
    "name": "usePostEditsDeleteReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteReplyPayload",
        "kind": "LinkedField",
        "name": "deleteReply",
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
            "name": "deletedReplyId",
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
    "id": "850727fc6c863b5fb62859f7b0c7dc28bbc2b75da1a9f135b2fd52ed0c9ef3d1",
    "metadata": {},
    "name": "usePostEditsDeleteReplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d6d5f60405beb7487df157c08fd7e9a";

export default node;
