/**
 * @generated SignedSource<<9eebbfced3d9d7d7cb943c5dcb013b82>>
 * @relayHash f86fb9c930525c9c20ea20781b3a39b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db7276a415513e7494ef2d2c19a999c7970fe00fa37abcc76a9968e89ce1304f

import type { ConcreteRequest } from 'relay-runtime';
export type DiscussionModeration = "HIDE" | "LOCK" | "PIN" | "RESTORE" | "UNLOCK" | "UNPIN" | "%future added value";
export type ModerateDiscussionInput = {
  action: DiscussionModeration;
  clientMutationId?: string | null | undefined;
  discussionId: string;
  reason: string;
};
export type useModerationDiscussionMutation$variables = {
  input: ModerateDiscussionInput;
};
export type useModerationDiscussionMutation$data = {
  readonly moderateDiscussion: {
    readonly discussion: {
      readonly content: string;
      readonly hiddenReason: string | null | undefined;
      readonly id: string;
      readonly isHidden: boolean;
      readonly isLocked: boolean;
      readonly isPinned: boolean;
      readonly title: string;
    };
  };
};
export type useModerationDiscussionMutation = {
  response: useModerationDiscussionMutation$data;
  variables: useModerationDiscussionMutation$variables;
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
    "concreteType": "ModerateDiscussionPayload",
    "kind": "LinkedField",
    "name": "moderateDiscussion",
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
            "name": "title",
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
            "name": "isPinned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isLocked",
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
    "name": "useModerationDiscussionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationDiscussionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "db7276a415513e7494ef2d2c19a999c7970fe00fa37abcc76a9968e89ce1304f",
    "metadata": {},
    "name": "useModerationDiscussionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54ea290a51b221f6855b85706cbadbdc";

export default node;
