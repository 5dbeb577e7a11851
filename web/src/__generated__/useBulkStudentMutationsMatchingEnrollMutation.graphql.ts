/**
 * @generated SignedSource<<f841fd4a5e93e1e939670434d80ea2d7>>
 * @relayHash 7e6696f151445c53628a841d8ad661eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bd3315e6cb9f04dca2b5a8f2010183f8759efcf41ca14779443dfd98d765f94

import type { ConcreteRequest } from 'relay-runtime';
export type StudentStatus = "ACTIVE" | "ALL" | "PENDING" | "%future added value";
export type EnrollMatchingStudentsInput = {
  clientMutationId?: string | null | undefined;
  courseId: string;
  expectedCount: number;
  filter: StudentFilterInput;
};
export type StudentFilterInput = {
  courseId?: string | null | undefined;
  search?: string | null | undefined;
  status?: StudentStatus | null | undefined;
};
export type useBulkStudentMutationsMatchingEnrollMutation$variables = {
  input: EnrollMatchingStudentsInput;
};
export type useBulkStudentMutationsMatchingEnrollMutation$data = {
  readonly enrollMatchingStudents: {
    readonly changed: number;
    readonly skipped: number;
  };
};
export type useBulkStudentMutationsMatchingEnrollMutation = {
  response: useBulkStudentMutationsMatchingEnrollMutation$data;
  variables: useBulkStudentMutationsMatchingEnrollMutation$variables;
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
    "concreteType": "EnrollMatchingStudentsPayload",
    "kind": "LinkedField",
    "name": "enrollMatchingStudents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skipped",
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
    "name": "useBulkStudentMutationsMatchingEnrollMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkStudentMutationsMatchingEnrollMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5bd3315e6cb9f04dca2b5a8f2010183f8759efcf41ca14779443dfd98d765f94",
    "metadata": {},
    "name": "useBulkStudentMutationsMatchingEnrollMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "49d4cd81bbf70b5a088d1ba40ac0f0b1";

export default node;
