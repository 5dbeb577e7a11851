/**
 * @generated SignedSource<<10587afc47f5f48fa2f8f53b12702f70>>
 * @relayHash cbd00fc70a3d8c415adec38b71dc9d8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0816667314918465447c33b8e6d3f12696b0b12ba260ae7065efca7021e7558c

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
    "id": "0816667314918465447c33b8e6d3f12696b0b12ba260ae7065efca7021e7558c",
    "metadata": {},
    "name": "useUnlikeDiscussionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fdf4bd7fc5e14b9a0468372224a69b4c";

export default node;
