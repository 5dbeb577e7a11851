/**
 * @generated SignedSource<<81451cb0da77996a55d6564c23c9487d>>
 * @relayHash 434a3d2c275ce163208098e39cc31038
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07061bb8351573cb6c9068a10b5c76497f37bd6393978a2c076e944608f046e6

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
    "id": "07061bb8351573cb6c9068a10b5c76497f37bd6393978a2c076e944608f046e6",
    "metadata": {},
    "name": "useSetStudentPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3369f2d50cc69d708f6953ffdcdb6978";

export default node;
