/**
 * @generated SignedSource<<6cb2cb0d39c05d5baf87966562d672e1>>
 * @relayHash 4877712790ce49129db9034af0288dd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 524b95ed5012ae1b845a39f44556855d32a2b94ad3e02bc2327cf0c84be0477a

import type { ConcreteRequest } from 'relay-runtime';
export type SetMemberModeratorInput = {
  clientMutationId?: string | null | undefined;
  isModerator: boolean;
  memberId: string;
};
export type useSetMemberModeratorMutation$variables = {
  input: SetMemberModeratorInput;
};
export type useSetMemberModeratorMutation$data = {
  readonly setMemberModerator: {
    readonly member: {
      readonly id: string;
      readonly isModerator: boolean;
    };
  };
};
export type useSetMemberModeratorMutation = {
  response: useSetMemberModeratorMutation$data;
  variables: useSetMemberModeratorMutation$variables;
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
    "concreteType": "SetMemberModeratorPayload",
    "kind": "LinkedField",
    "name": "setMemberModerator",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CommunityMemberRole",
        "kind": "LinkedField",
        "name": "member",
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
            "name": "isModerator",
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
    "name": "useSetMemberModeratorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetMemberModeratorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "524b95ed5012ae1b845a39f44556855d32a2b94ad3e02bc2327cf0c84be0477a",
    "metadata": {},
    "name": "useSetMemberModeratorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "90f1d9dc46ab836dd2deef2b5aac6cdd";

export default node;
