/**
 * @generated SignedSource<<ca05673b9139757a8fc0f2d4349ff7bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a174007378312ffb0259fa4654e16eab",
    "id": null,
    "metadata": {},
    "name": "useAdminLoginMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminLoginMutation(\n  $input: CredentialsInput!\n) {\n  adminLogin(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "bd045df1f92ce77d03d2b9f8dc703ccd";

export default node;
