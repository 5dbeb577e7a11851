/**
 * @generated SignedSource<<24e89c2dc0392f53c7bf92e7d7560a0a>>
 * @relayHash e729e401ddbd12cf500fb62e962156b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7d855066ed223149b19ce292d5ceb3c6d78ce65e408d0abeeaac1e04ffd7656

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type AssignmentsPageQuery$variables = Record<PropertyKey, never>;
export type AssignmentsPageQuery$data = {
  readonly viewer: {
    readonly role: ViewerRole;
  } | null | undefined;
};
export type AssignmentsPageQuery = {
  response: AssignmentsPageQuery$data;
  variables: AssignmentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignmentsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssignmentsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "b7d855066ed223149b19ce292d5ceb3c6d78ce65e408d0abeeaac1e04ffd7656",
    "metadata": {},
    "name": "AssignmentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7e991e733344baa7e133b22988b253ba";

export default node;
