/**
 * @generated SignedSource<<ec6c90d5a0c638c76b650c8b8ff8de3d>>
 * @relayHash 354ca5081602ac916e0ded895d14718e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5507529aa72d069d2e0af646faf8722864bae7b6c3c8b775eaa7d18d507a45b1

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
    "kind": "Literal",
    "name": "input",
    "value": {}
  }
],
v1 = {
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
    "name": "useSignOutEverywhereMutation",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "signOutEverywhere(input:{})"
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutEverywhereMutation",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
              (v1/*:: as any*/),
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
        ],
        "storageKey": "signOutEverywhere(input:{})"
      }
    ]
  },
  "params": {
    "id": "5507529aa72d069d2e0af646faf8722864bae7b6c3c8b775eaa7d18d507a45b1",
    "metadata": {},
    "name": "useSignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7b3616530fd73f983e77ce9d1a508151";

export default node;
