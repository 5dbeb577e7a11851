/**
 * @generated SignedSource<<a33e0612a07800e6c55bee20f965d211>>
 * @relayHash 627d3dbe05697cbc1210595e717baeb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba5cc7761789a1059bf8962ae08d05f41c92a8b7151d00e4e5fe1a748ce8bd5e

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type useSignOutEverywhereMutation$variables = Record<PropertyKey, never>;
export type useSignOutEverywhereMutation$data = {
  readonly signOutEverywhere: {
    readonly viewer: {
      readonly role: ViewerRole;
    } | null | undefined;
  };
};
export type useSignOutEverywhereMutation = {
  response: useSignOutEverywhereMutation$data;
  variables: useSignOutEverywhereMutation$variables;
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
    "concreteType": "SignOutEverywherePayload",
    "kind": "LinkedField",
    "name": "signOutEverywhere",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "signOutEverywhere(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ba5cc7761789a1059bf8962ae08d05f41c92a8b7151d00e4e5fe1a748ce8bd5e",
    "metadata": {},
    "name": "useSignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7b3616530fd73f983e77ce9d1a508151";

export default node;
