/**
 * @generated SignedSource<<eff9b9c39be24412e1c72da323440946>>
 * @relayHash f743c32347192e08a2aa1e9d51f20c89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9eebdea91b20de5e874fbd995d3c49f8666c79ba9c66e219c80b00278e73b2d6

import type { ConcreteRequest } from 'relay-runtime';
export type ReplyModeration = "HIDE" | "RESTORE" | "%future added value";
export type ModerateReplyInput = {
  action: ReplyModeration;
  clientMutationId?: string | null | undefined;
  reason: string;
  replyId: string;
};
export type useModerationReplyMutation$variables = {
  input: ModerateReplyInput;
};
export type useModerationReplyMutation$data = {
  readonly moderateReply: {
    readonly reply: {
      readonly content: string;
      readonly hiddenReason: string | null | undefined;
      readonly id: string;
      readonly isHidden: boolean;
    };
  };
};
export type useModerationReplyMutation = {
  response: useModerationReplyMutation$data;
  variables: useModerationReplyMutation$variables;
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
    "concreteType": "ModerateReplyPayload",
    "kind": "LinkedField",
    "name": "moderateReply",
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
            "name": "isHidden",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenReason",
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
    "name": "useModerationReplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationReplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9eebdea91b20de5e874fbd995d3c49f8666c79ba9c66e219c80b00278e73b2d6",
    "metadata": {},
    "name": "useModerationReplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1ca8bf4452e98d848423952cf23567c";

export default node;
