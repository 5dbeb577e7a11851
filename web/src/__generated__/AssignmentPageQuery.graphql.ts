/**
 * @generated SignedSource<<640df104435afe2ee7cadac7bdf606d9>>
 * @relayHash e8af48e2ecc2e9f8419e79694ff8d527
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 158c0b0d76da1a9a94af718a9990ee063cbe234ed40b6eeee34cda2c1163aaeb

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type AssignmentPageQuery$variables = Record<PropertyKey, never>;
export type AssignmentPageQuery$data = {
  readonly viewer: {
    readonly role: ViewerRole;
  } | null | undefined;
};
export type AssignmentPageQuery = {
  response: AssignmentPageQuery$data;
  variables: AssignmentPageQuery$variables;
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
    "name": "AssignmentPageQuery",
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
    "name": "AssignmentPageQuery",
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
    "id": "158c0b0d76da1a9a94af718a9990ee063cbe234ed40b6eeee34cda2c1163aaeb",
    "metadata": {},
    "name": "AssignmentPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "38c8cdcf2827bc982c74b7a31fe43f6e";

export default node;
