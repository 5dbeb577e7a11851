/**
 * @generated SignedSource<<3c20d6b1c5701fc47068016398945e8d>>
 * @relayHash bc0568977702dcfcbec7d14ce81a75a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c4cbb350fd81d05f33cfe603969f572c485b759f1351b8cb1923d34deb16c7f

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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
    "name": "useAdminLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3c4cbb350fd81d05f33cfe603969f572c485b759f1351b8cb1923d34deb16c7f",
    "metadata": {},
    "name": "useAdminLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aed0fbc524fbefe53c1d04064c18ee12";

export default node;
