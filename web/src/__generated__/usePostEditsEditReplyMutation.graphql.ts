/**
 * @generated SignedSource<<0f3f5ccb9fabbef097ab17e61a041cac>>
 * @relayHash f2072335e222d11ed371ff342dde8ff3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4cecb366e1592951fad58d04c9e8add0061b682fb4d4c24a08b5c70cc2db7e5

import type { ConcreteRequest } from 'relay-runtime';
export type EditReplyInput = {
  clientMutationId?: string | null | undefined;
  content: string;
  replyId: string;
};
export type usePostEditsEditReplyMutation$variables = {
  input: EditReplyInput;
};
export type usePostEditsEditReplyMutation$data = {
  readonly editReply: {
    readonly reply: {
      readonly content: string;
      readonly editedAt: any | null | undefined;
      readonly id: string;
    };
  };
};
export type usePostEditsEditReplyMutation = {
  response: usePostEditsEditReplyMutation$data;
  variables: usePostEditsEditReplyMutation$variables;
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
    "concreteType": "EditReplyPayload",
    "kind": "LinkedField",
    "name": "editReply",
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
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
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
    "name": "usePostEditsEditReplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePostEditsEditReplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e4cecb366e1592951fad58d04c9e8add0061b682fb4d4c24a08b5c70cc2db7e5",
    "metadata": {},
    "name": "usePostEditsEditReplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8820d1aec5ee4145d17f20ae52b017c6";

export default node;
