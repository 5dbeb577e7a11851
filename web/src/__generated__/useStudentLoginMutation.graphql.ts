/**
 * @generated SignedSource<<e1dbf9431324f92eb6421feb0e5aae93>>
 * @relayHash 5a23802b7b0aab30f89bc1111c0533c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bde8eb165e5d3997373a1efe543796e0699047a7938fa4becb5eebca69562699

import type { ConcreteRequest } from 'relay-runtime';
export type CredentialsInput = {
  email: string;
  password: string;
};
export type useStudentLoginMutation$variables = {
  input: CredentialsInput;
};
export type useStudentLoginMutation$data = {
  readonly studentLogin: {
    readonly firstName: string;
    readonly id: string;
  };
};
export type useStudentLoginMutation = {
  response: useStudentLoginMutation$data;
  variables: useStudentLoginMutation$variables;
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
    "concreteType": "Student",
    "kind": "LinkedField",
    "name": "studentLogin",
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
        "name": "firstName",
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
    "name": "useStudentLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStudentLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bde8eb165e5d3997373a1efe543796e0699047a7938fa4becb5eebca69562699",
    "metadata": {},
    "name": "useStudentLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a5dca2d1889bd162f5fd79cae154e1c4";

export default node;
