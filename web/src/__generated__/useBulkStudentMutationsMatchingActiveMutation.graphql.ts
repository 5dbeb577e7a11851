/**
 * @generated SignedSource<<b1ee534d10ffff67decdb40752ff6d12>>
 * @relayHash f0e969683a5f0a8c88540bd47bbb6897
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c79682855ab3ff34811850b75b147815a1d9f0733ca27c69eaf4a5c8ce9b34b5

import type { ConcreteRequest } from 'relay-runtime';
export type StudentStatus = "ACTIVE" | "ALL" | "PENDING" | "%future added value";
export type SetMatchingStudentsActiveInput = {
  clientMutationId?: string | null | undefined;
  expectedCount: number;
  filter: StudentFilterInput;
  isActive: boolean;
};
export type StudentFilterInput = {
  courseId?: string | null | undefined;
  search?: string | null | undefined;
  status?: StudentStatus | null | undefined;
};
export type useBulkStudentMutationsMatchingActiveMutation$variables = {
  input: SetMatchingStudentsActiveInput;
};
export type useBulkStudentMutationsMatchingActiveMutation$data = {
  readonly setMatchingStudentsActive: {
    readonly changed: number;
    readonly skipped: number;
  };
};
export type useBulkStudentMutationsMatchingActiveMutation = {
  response: useBulkStudentMutationsMatchingActiveMutation$data;
  variables: useBulkStudentMutationsMatchingActiveMutation$variables;
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
    "concreteType": "SetMatchingStudentsActivePayload",
    "kind": "LinkedField",
    "name": "setMatchingStudentsActive",
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
    "name": "useBulkStudentMutationsMatchingActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkStudentMutationsMatchingActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c79682855ab3ff34811850b75b147815a1d9f0733ca27c69eaf4a5c8ce9b34b5",
    "metadata": {},
    "name": "useBulkStudentMutationsMatchingActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48fe241af703e1b024088cff579aec24";

export default node;
