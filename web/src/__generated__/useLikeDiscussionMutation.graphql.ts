/**
 * @generated SignedSource<<6c6d96c0458dab8fdbca81ac61815523>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "bdf0c263e7014aa899c88b402db408be",
    "id": null,
    "metadata": {},
    "name": "useLikeDiscussionMutation",
    "operationKind": "mutation",
    "text": "mutation useLikeDiscussionMutation(\n  $discussionId: ID!\n) {\n  likeDiscussion(discussionId: $discussionId) {\n    id\n    likesCount\n    viewerHasLiked\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbb1373c2139eb0479ddab04c6f36d2a";

export default node;
