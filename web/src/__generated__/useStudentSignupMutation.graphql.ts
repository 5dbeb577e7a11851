/**
 * @generated SignedSource<<bfd78db1bcf27b21df35b006f884f2b3>>
 * @relayHash fb70786539508ffc16dcc8d2eacf07c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c2fb24b4bc89a8e2d12afe5082f963ca4b6520e0c021e673245e690a0003e5a

import type { ConcreteRequest } from 'relay-runtime';
export type Experience = "BEGINNER" | "EXPERIENCED" | "SOME" | "%future added value";
export type StudentSignupInput = {
  clientMutationId?: string | null | undefined;
  confirmPassword: string;
  courseId?: string | null | undefined;
  email: string;
  experience: Experience;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
};
export type useStudentSignupMutation$variables = {
  input: StudentSignupInput;
};
export type useStudentSignupMutation$data = {
  readonly studentSignup: {
    readonly email: string;
    readonly isActive: boolean;
  };
};
export type useStudentSignupMutation = {
  response: useStudentSignupMutation$data;
  variables: useStudentSignupMutation$variables;
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
    "concreteType": "StudentSignupPayload",
    "kind": "LinkedField",
    "name": "studentSignup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStudentSignupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStudentSignupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c2fb24b4bc89a8e2d12afe5082f963ca4b6520e0c021e673245e690a0003e5a",
    "metadata": {},
    "name": "useStudentSignupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "228d86df18dd6f76059cd08b1b310635";

export default node;
