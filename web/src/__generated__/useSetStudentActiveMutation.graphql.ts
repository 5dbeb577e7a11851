/**
 * @generated SignedSource<<e8c39b17c161e4c0854824920aac7555>>
 * @relayHash d03afba4f50eb7b3ccd05e98544b7de1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bedacb1fa2c5b7a0d17145b6e6a62c94a3e4c05c5d16c11d8f7dcd7bf3efeb9e

import type { ConcreteRequest } from 'relay-runtime';
export type useSetStudentActiveMutation$variables = {
  isActive: boolean;
  studentId: string;
};
export type useSetStudentActiveMutation$data = {
  readonly setStudentActive: {
    readonly id: string;
    readonly isActive: boolean;
  };
};
export type useSetStudentActiveMutation = {
  response: useSetStudentActiveMutation$data;
  variables: useSetStudentActiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isActive"
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
        "name": "isActive",
        "variableName": "isActive"
      },
      {
        "kind": "Variable",
        "name": "studentId",
        "variableName": "studentId"
      }
    ],
    "concreteType": "Student",
    "kind": "LinkedField",
    "name": "setStudentActive",
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
        "name": "isActive",
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
    "name": "useSetStudentActiveMutation",
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
    "name": "useSetStudentActiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "bedacb1fa2c5b7a0d17145b6e6a62c94a3e4c05c5d16c11d8f7dcd7bf3efeb9e",
    "metadata": {},
    "name": "useSetStudentActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7a4d38cdacdd8b1b567168a119f427c";

export default node;
