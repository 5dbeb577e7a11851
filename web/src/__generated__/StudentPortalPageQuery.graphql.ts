/**
 * @generated SignedSource<<aafc537e72cb81150c160f70b67a43d1>>
 * @relayHash 6e9e972f5daca2b49e54c2f3cd2d6d2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22a428d2276a11ae4b6762ca604592b60b2cf5bb8e5fca06ddca040043d92464

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type StudentPortalPageQuery$variables = Record<PropertyKey, never>;
export type StudentPortalPageQuery$data = {
  readonly viewer: {
    readonly role: ViewerRole;
  } | null | undefined;
};
export type StudentPortalPageQuery = {
  response: StudentPortalPageQuery$data;
  variables: StudentPortalPageQuery$variables;
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
    "name": "StudentPortalPageQuery",
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
    "name": "StudentPortalPageQuery",
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
    "id": "22a428d2276a11ae4b6762ca604592b60b2cf5bb8e5fca06ddca040043d92464",
    "metadata": {},
    "name": "StudentPortalPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de80c9cb3357ce4cee463d3e7116da44";

export default node;
