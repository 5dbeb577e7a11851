/**
 * @generated SignedSource<<c332f82b3655e9c7ea5d763ba25b3acd>>
 * @relayHash fdba21eabbb86ef22921acefc3c80a36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cc47900429b6a56193d4ef675f15f00987608a6da3947da9b51e44edbf030bb

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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteMyAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMyAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3cc47900429b6a56193d4ef675f15f00987608a6da3947da9b51e44edbf030bb",
    "metadata": {},
    "name": "useDeleteMyAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3cb47faa59549055304061e98e83247a";

export default node;
