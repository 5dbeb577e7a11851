/**
 * @generated SignedSource<<c5e40a14fea7b1d138da15600db6aa89>>
 * @relayHash aa8339c4df36853b9dcc6bf493df9243
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b76c437fffe5bac27aadc8993e6a7ab45653548be03b8ef4c7091c141f7cb14

import type { ConcreteRequest } from 'relay-runtime';
export type LikeDiscussionInput = {
  clientMutationId?: string | null | undefined;
  discussionId: string;
};
export type useLikeDiscussionMutation$variables = {
  input: LikeDiscussionInput;
};
export type useLikeDiscussionMutation$data = {
  readonly likeDiscussion: {
    readonly discussion: {
      readonly id: string;
      readonly likesCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useLikeDiscussionMutation = {
  response: useLikeDiscussionMutation$data;
  variables: useLikeDiscussionMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LikeDiscussionPayload",
    "kind": "LinkedField",
    "name": "likeDiscussion",
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
            "name": "likesCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasLiked",
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
    "name": "useLikeDiscussionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikeDiscussionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3b76c437fffe5bac27aadc8993e6a7ab45653548be03b8ef4c7091c141f7cb14",
    "metadata": {},
    "name": "useLikeDiscussionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4492d0e8b036d699ff051be37dc2846b";

export default node;
