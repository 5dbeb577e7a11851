/**
 * @generated SignedSource<<20def0e625d317a53afc5c24b1b981e5>>
 * @relayHash a174007378312ffb0259fa4654e16eab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f1a3954ef769acc3d61f2933116a4942deb4b7485d545112e1eae3752ebdb3b

import type { ConcreteRequest } from 'relay-runtime';
export type CredentialsInput = {
  email: string;
  password: string;
};
export type useAdminLoginMutation$variables = {
  input: CredentialsInput;
};
export type useAdminLoginMutation$data = {
  readonly adminLogin: boolean;
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
    "kind": "ScalarField",
    "name": "adminLogin",
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
    "id": "5f1a3954ef769acc3d61f2933116a4942deb4b7485d545112e1eae3752ebdb3b",
    "metadata": {},
    "name": "useAdminLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd045df1f92ce77d03d2b9f8dc703ccd";

export default node;
