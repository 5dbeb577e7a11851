/**
 * @generated SignedSource<<57f4cdd8d7745d18547548de4de18dbc>>
 * @relayHash 1337ab3948687f46804a741bb80422c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e2400d4ac95fb15d82f3d3f7590d31ed601a2a49e8c9daa795edbc0a9123ca1

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type DeleteMyAccountInput = {
  clientMutationId?: string | null | undefined;
  confirmation: string;
};
export type useDeleteMyAccountMutation$variables = {
  input: DeleteMyAccountInput;
};
export type useDeleteMyAccountMutation$data = {
  readonly deleteMyAccount: {
    readonly viewer: {
      readonly role: ViewerRole;
    } | null | undefined;
  };
};
export type useDeleteMyAccountMutation = {
  response: useDeleteMyAccountMutation$data;
  variables: useDeleteMyAccountMutation$variables;
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
    "concreteType": "DeleteMyAccountPayload",
    "kind": "LinkedField",
    "name": "deleteMyAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
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
    "name": "useDeleteMyAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMyAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5e2400d4ac95fb15d82f3d3f7590d31ed601a2a49e8c9daa795edbc0a9123ca1",
    "metadata": {},
    "name": "useDeleteMyAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3cb47faa59549055304061e98e83247a";

export default node;
