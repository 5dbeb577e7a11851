/**
 * @generated SignedSource<<6fcf0b0dfc78e0c93c0872cf21f67013>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSetStudentPasswordMutation$variables = {
  password: string;
  studentId: string;
};
export type useSetStudentPasswordMutation$data = {
  readonly setStudentPassword: {
    readonly id: string;
  };
};
export type useSetStudentPasswordMutation = {
  response: useSetStudentPasswordMutation$data;
  variables: useSetStudentPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studentId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "studentId",
        "variableName": "studentId"
      }
    ],
    "concreteType": "Student",
    "kind": "LinkedField",
    "name": "setStudentPassword",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetStudentPasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetStudentPasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "434a3d2c275ce163208098e39cc31038",
    "id": null,
    "metadata": {},
    "name": "useSetStudentPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useSetStudentPasswordMutation(\n  $studentId: String!\n  $password: String!\n) {\n  setStudentPassword(studentId: $studentId, password: $password) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3369f2d50cc69d708f6953ffdcdb6978";

export default node;
