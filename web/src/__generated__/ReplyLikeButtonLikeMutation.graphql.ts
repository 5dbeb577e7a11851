/**
 * @generated SignedSource<<31e924f41f495daed885e7a45532cd26>>
 * @relayHash 4a6984dd44819d02e8e4bc30d57f4d50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6981929e2b57adfa8bb927a924283f9be28a9fa4ac24d3ca78e90ccd695d9dbf

import type { ConcreteRequest } from 'relay-runtime';
export type LikeReplyInput = {
  clientMutationId?: string | null | undefined;
  replyId: string;
};
export type ReplyLikeButtonLikeMutation$variables = {
  input: LikeReplyInput;
};
export type ReplyLikeButtonLikeMutation$data = {
  readonly likeReply: {
    readonly reply: {
      readonly id: string;
      readonly likesCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type ReplyLikeButtonLikeMutation = {
  response: ReplyLikeButtonLikeMutation$data;
  variables: ReplyLikeButtonLikeMutation$variables;
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
    "concreteType": "LikeReplyPayload",
    "kind": "LinkedField",
    "name": "likeReply",
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
    "name": "ReplyLikeButtonLikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReplyLikeButtonLikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6981929e2b57adfa8bb927a924283f9be28a9fa4ac24d3ca78e90ccd695d9dbf",
    "metadata": {},
    "name": "ReplyLikeButtonLikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd71e58d5df53fb92d32b149a7bddc2e";

export default node;
