/**
 * @generated SignedSource<<76a5acd89eae52901ab5a12ae0608a88>>
 * @relayHash 0d7cc780d7b641e145ad853dc6c05165
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e24dff8430ca403f5acc7fc533c674aa793f0771572424ee745503f6bc8bef0

import type { ConcreteRequest } from 'relay-runtime';
export type UnlikeReplyInput = {
  clientMutationId?: string | null | undefined;
  replyId: string;
};
export type ReplyLikeButtonUnlikeMutation$variables = {
  input: UnlikeReplyInput;
};
export type ReplyLikeButtonUnlikeMutation$data = {
  readonly unlikeReply: {
    readonly reply: {
      readonly id: string;
      readonly likesCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type ReplyLikeButtonUnlikeMutation = {
  response: ReplyLikeButtonUnlikeMutation$data;
  variables: ReplyLikeButtonUnlikeMutation$variables;
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
    "concreteType": "UnlikeReplyPayload",
    "kind": "LinkedField",
    "name": "unlikeReply",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reply",
        "kind": "LinkedField",
        "name": "reply",
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
    "name": "ReplyLikeButtonUnlikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReplyLikeButtonUnlikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1e24dff8430ca403f5acc7fc533c674aa793f0771572424ee745503f6bc8bef0",
    "metadata": {},
    "name": "ReplyLikeButtonUnlikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f64235b4fb79af94fb22aa2931ea0490";

export default node;
