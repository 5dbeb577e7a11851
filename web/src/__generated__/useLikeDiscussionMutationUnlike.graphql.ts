/**
 * @generated SignedSource<<b6539587706cee43f710c9b5751bf00e>>
 * @relayHash 0af39189f17f86a98f846e9b723508f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 709038f790534880931c8a28ff60e5977a419dd4ecb275ef0261d655578c87cb

import type { ConcreteRequest } from 'relay-runtime';
export type UnlikeDiscussionInput = {
  clientMutationId?: string | null | undefined;
  discussionId: string;
};
export type useLikeDiscussionMutationUnlike$variables = {
  input: UnlikeDiscussionInput;
};
export type useLikeDiscussionMutationUnlike$data = {
  readonly unlikeDiscussion: {
    readonly discussion: {
      readonly id: string;
      readonly likesCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useLikeDiscussionMutationUnlike = {
  response: useLikeDiscussionMutationUnlike$data;
  variables: useLikeDiscussionMutationUnlike$variables;
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
    "concreteType": "UnlikeDiscussionPayload",
    "kind": "LinkedField",
    "name": "unlikeDiscussion",
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
    "name": "useLikeDiscussionMutationUnlike",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikeDiscussionMutationUnlike",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "709038f790534880931c8a28ff60e5977a419dd4ecb275ef0261d655578c87cb",
    "metadata": {},
    "name": "useLikeDiscussionMutationUnlike",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db8be0a2a4fe13de5aaef64eddef841b";

export default node;
