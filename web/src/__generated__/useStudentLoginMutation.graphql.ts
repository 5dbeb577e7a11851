/**
 * @generated SignedSource<<419ddf0db2507c8d55c7764c600099fb>>
 * @relayHash 0c59e32d8041ab49e3afba75cbb153c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6ca0f271faab6816780f9bf9072e5c51a8aec3802ab4032fc6178879cf31f45

import type { ConcreteRequest } from 'relay-runtime';
export type StudentLoginInput = {
  clientMutationId?: string | null | undefined;
  email: string;
  password: string;
};
export type useStudentLoginMutation$variables = {
  input: StudentLoginInput;
};
export type useStudentLoginMutation$data = {
  readonly studentLogin: {
    readonly student: {
      readonly firstName: string;
      readonly id: string;
    };
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
    "concreteType": "StudentLoginPayload",
    "kind": "LinkedField",
    "name": "studentLogin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Student",
        "kind": "LinkedField",
        "name": "student",
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
    "id": "b6ca0f271faab6816780f9bf9072e5c51a8aec3802ab4032fc6178879cf31f45",
    "metadata": {},
    "name": "useStudentLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce2dd172da3ec8c775cdc74f4121ce23";

export default node;
