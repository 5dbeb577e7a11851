/**
 * @generated SignedSource<<7702847fc1bec41fd53b5c910937125c>>
 * @relayHash af7c6d94f7437b27dc7fb36d3cc8a2f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b966bced853d477df1a3f0202bbc45755ebf8d76da952d5986e74631249ac84f

import type { ConcreteRequest } from 'relay-runtime';
export type useStudentLogoutMutation$variables = Record<PropertyKey, never>;
export type useStudentLogoutMutation$data = {
  readonly studentLogout: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type useStudentLogoutMutation = {
  response: useStudentLogoutMutation$data;
  variables: useStudentLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "StudentLogoutPayload",
    "kind": "LinkedField",
    "name": "studentLogout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
        "storageKey": null
      }
    ],
    "storageKey": "studentLogout(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStudentLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStudentLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b966bced853d477df1a3f0202bbc45755ebf8d76da952d5986e74631249ac84f",
    "metadata": {},
    "name": "useStudentLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "86a5af107e2e94dce7a5cbb5f3693e84";

export default node;
