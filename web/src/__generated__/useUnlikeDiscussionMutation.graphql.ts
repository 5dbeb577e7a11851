/**
 * @generated SignedSource<<401c42f5fa1c5a15a5d80584c7164835>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useUnlikeDiscussionMutation$variables = {
  discussionId: string;
};
export type useUnlikeDiscussionMutation$data = {
  readonly unlikeDiscussion: {
    readonly id: string;
    readonly likesCount: number;
    readonly viewerHasLiked: boolean;
  };
};
export type useUnlikeDiscussionMutation = {
  response: useUnlikeDiscussionMutation$data;
  variables: useUnlikeDiscussionMutation$variables;
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
    "name": "unlikeDiscussion",
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
    "name": "useUnlikeDiscussionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnlikeDiscussionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cbd00fc70a3d8c415adec38b71dc9d8f",
    "id": null,
    "metadata": {},
    "name": "useUnlikeDiscussionMutation",
    "operationKind": "mutation",
    "text": "mutation useUnlikeDiscussionMutation(\n  $discussionId: ID!\n) {\n  unlikeDiscussion(discussionId: $discussionId) {\n    id\n    likesCount\n    viewerHasLiked\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdf4bd7fc5e14b9a0468372224a69b4c";

export default node;
