/**
 * @generated SignedSource<<ccc34a6a23d18dc22f36efc13bed4d7d>>
 * @relayHash 98ce59b328bb09b13dff77eeac745c5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5144bdaf945d0ff474639bffaf1098802a889ef70e73590498f059f3a8405fc8

import type { ConcreteRequest } from 'relay-runtime';
export type useBoardActivitySubscription$variables = Record<PropertyKey, never>;
export type useBoardActivitySubscription$data = {
  readonly boardActivity: {
    readonly category: {
      readonly id: string;
    };
    readonly commentsCount: number;
    readonly id: string;
    readonly isPinned: boolean;
    readonly lastActivityAt: any | null | undefined;
  };
};
export type useBoardActivitySubscription = {
  response: useBoardActivitySubscription$data;
  variables: useBoardActivitySubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Discussion",
    "kind": "LinkedField",
    "name": "boardActivity",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "commentsCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastActivityAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPinned",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "category",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
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
    "name": "useBoardActivitySubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBoardActivitySubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5144bdaf945d0ff474639bffaf1098802a889ef70e73590498f059f3a8405fc8",
    "metadata": {},
    "name": "useBoardActivitySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "64c0d035821f9ad54391330f199bbf41";

export default node;
