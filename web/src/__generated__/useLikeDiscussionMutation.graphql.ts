/**
 * @generated SignedSource<<ba570dda084c183fdd44dc9a56b765c0>>
 * @relayHash bdf0c263e7014aa899c88b402db408be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b3b430c4b174fe27cd7a9af9f05d6571cfd5e18eb7e7994cb2358dd99a92f23

import type { ConcreteRequest } from 'relay-runtime';
export type useLikeDiscussionMutation$variables = {
  discussionId: string;
};
export type useLikeDiscussionMutation$data = {
  readonly likeDiscussion: {
    readonly id: string;
    readonly likesCount: number;
    readonly viewerHasLiked: boolean;
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
    "name": "discussionId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "discussionId",
        "variableName": "discussionId"
      }
    ],
    "concreteType": "Discussion",
    "kind": "LinkedField",
    "name": "likeDiscussion",
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
    "id": "5b3b430c4b174fe27cd7a9af9f05d6571cfd5e18eb7e7994cb2358dd99a92f23",
    "metadata": {},
    "name": "useLikeDiscussionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dbb1373c2139eb0479ddab04c6f36d2a";

export default node;
