/**
 * @generated SignedSource<<43b7fc927ca91214f2656bd44478f282>>
 * @relayHash ecfe6c63b0c226766e610b3b457a1502
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ffe1cec745731d9a19d6c7173345a6071ba8550457a3171bc9a4efe036b4035

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
export type ResourcesPageQuery$variables = Record<PropertyKey, never>;
export type ResourcesPageQuery$data = {
  readonly infrastructure: {
    readonly modules: ReadonlyArray<{
      readonly lessonPageSlug: string | null | undefined;
      readonly number: number;
      readonly title: string;
    }>;
    readonly slug: string;
    readonly title: string;
  } | null | undefined;
  readonly security: {
    readonly modules: ReadonlyArray<{
      readonly lessonPageSlug: string | null | undefined;
      readonly number: number;
      readonly title: string;
    }>;
    readonly slug: string;
    readonly title: string;
  } | null | undefined;
  readonly viewer: {
    readonly role: ViewerRole;
    readonly " $fragmentSpreads": FragmentRefs<"PortalNav_viewer" | "TopBar_viewer">;
  } | null | undefined;
};
export type ResourcesPageQuery = {
  response: ResourcesPageQuery$data;
  variables: ResourcesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "infrastructure"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonPageSlug",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "TrackModule",
    "kind": "LinkedField",
    "name": "modules",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
],
v7 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "security"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "TrackModule",
    "kind": "LinkedField",
    "name": "modules",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "storageKey": null
  },
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResourcesPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBar_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PortalNav_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "infrastructure",
        "args": (v1/*:: as any*/),
        "concreteType": "Track",
        "kind": "LinkedField",
        "name": "track",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "track(slug:\"infrastructure\")"
      },
      {
        "alias": "security",
        "args": (v7/*:: as any*/),
        "concreteType": "Track",
        "kind": "LinkedField",
        "name": "track",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "track(slug:\"security\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResourcesPageQuery",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isModerator",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationsCount",
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "infrastructure",
        "args": (v1/*:: as any*/),
        "concreteType": "Track",
        "kind": "LinkedField",
        "name": "track",
        "plural": false,
        "selections": (v9/*:: as any*/),
        "storageKey": "track(slug:\"infrastructure\")"
      },
      {
        "alias": "security",
        "args": (v7/*:: as any*/),
        "concreteType": "Track",
        "kind": "LinkedField",
        "name": "track",
        "plural": false,
        "selections": (v9/*:: as any*/),
        "storageKey": "track(slug:\"security\")"
      }
    ]
  },
  "params": {
    "id": "6ffe1cec745731d9a19d6c7173345a6071ba8550457a3171bc9a4efe036b4035",
    "metadata": {},
    "name": "ResourcesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8283c3414d383b6f7e7f0778c4495dd6";

export default node;
