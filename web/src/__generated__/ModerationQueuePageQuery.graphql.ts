/**
 * @generated SignedSource<<01b1cc3863f06891c5542a78dcdb4d1f>>
 * @relayHash 339bcac25859dd41f6d1fca51ee1d8e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d7c29650a2fe65cf9c691413c24fd8a090cba0ee6ac278660bb8cc3cb55eb81

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type ModerationQueuePageQuery$variables = Record<PropertyKey, never>;
export type ModerationQueuePageQuery$data = {
  readonly viewer: {
    readonly isModerator: boolean;
    readonly role: ViewerRole;
    readonly " $fragmentSpreads": FragmentRefs<"TopBar_viewer">;
  } | null | undefined;
};
export type ModerationQueuePageQuery = {
  response: ModerationQueuePageQuery$data;
  variables: ModerationQueuePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isModerator",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerationQueuePageQuery",
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
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBar_viewer"
          }
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
    "name": "ModerationQueuePageQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
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
            "name": "profileImageUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3d7c29650a2fe65cf9c691413c24fd8a090cba0ee6ac278660bb8cc3cb55eb81",
    "metadata": {},
    "name": "ModerationQueuePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2e9265f06176c1c1e8e03c1b573b584";

export default node;
