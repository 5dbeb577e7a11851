/**
 * @generated SignedSource<<5ef6feccbded98016f12c15a097a5caa>>
 * @relayHash defa841e5e3c709297423aeae9a1ffda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c96d208db75c0944df81f759ff6321f40f8abb43f70e5b1a51c81d724c0dc1a

import type { ConcreteRequest } from 'relay-runtime';
export type EditDiscussionInput = {
  clientMutationId?: string | null | undefined;
  content?: string | null | undefined;
  discussionId: string;
  title?: string | null | undefined;
};
export type usePostEditsEditDiscussionMutation$variables = {
  input: EditDiscussionInput;
};
export type usePostEditsEditDiscussionMutation$data = {
  readonly editDiscussion: {
    readonly discussion: {
      readonly content: string;
      readonly editedAt: any | null | undefined;
      readonly id: string;
      readonly lastActivityAt: any | null | undefined;
      readonly title: string;
    };
  };
};
export type usePostEditsEditDiscussionMutation = {
  response: usePostEditsEditDiscussionMutation$data;
  variables: usePostEditsEditDiscussionMutation$variables;
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
    "concreteType": "EditDiscussionPayload",
    "kind": "LinkedField",
    "name": "editDiscussion",
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
            "name": "editedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastActivityAt",
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
    "name": "usePostEditsEditDiscussionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePostEditsEditDiscussionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0c96d208db75c0944df81f759ff6321f40f8abb43f70e5b1a51c81d724c0dc1a",
    "metadata": {},
    "name": "usePostEditsEditDiscussionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d749dbdc8e37069d81389624be53f926";

export default node;
