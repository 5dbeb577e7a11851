/**
 * @generated SignedSource<<681e2a5362a1eae41ac92096f2120db9>>
 * @relayHash cb4f2e9b4ce9da8a6ab74fe56a742322
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b44d728b62e919a7d9b8f90ce23433d71ba504c9e7e36f3144eb4b8761bf15e

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type AdminLoginInput = {
  clientMutationId?: string | null | undefined;
  email: string;
  password: string;
};
export type useAdminLoginMutation$variables = {
  input: AdminLoginInput;
};
export type useAdminLoginMutation$data = {
  readonly adminLogin: {
    readonly viewer: {
      readonly role: ViewerRole;
    };
  };
};
export type useAdminLoginMutation = {
  response: useAdminLoginMutation$data;
  variables: useAdminLoginMutation$variables;
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
    "name": "useAdminLoginMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminLoginPayload",
        "kind": "LinkedField",
        "name": "adminLogin",
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
    "name": "useAdminLoginMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminLoginPayload",
        "kind": "LinkedField",
        "name": "adminLogin",
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
    "id": "7b44d728b62e919a7d9b8f90ce23433d71ba504c9e7e36f3144eb4b8761bf15e",
    "metadata": {},
    "name": "useAdminLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aed0fbc524fbefe53c1d04064c18ee12";

export default node;
