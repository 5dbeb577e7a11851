/**
 * @generated SignedSource<<1a99145dbbc8fd5ba7e7ab7715433b3b>>
 * @relayHash 04a07d8a2faad0ebfc9b924eaaa352b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b7a4167cdeff890eb31fa2504ec7ba37bdd115f659addf7839fef5cc5d72a32

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
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StudentPortalPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StudentPortalPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7b7a4167cdeff890eb31fa2504ec7ba37bdd115f659addf7839fef5cc5d72a32",
    "metadata": {},
    "name": "StudentPortalPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de80c9cb3357ce4cee463d3e7116da44";

export default node;
