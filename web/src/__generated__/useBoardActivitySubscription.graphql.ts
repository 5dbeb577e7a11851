/**
 * @generated SignedSource<<9c4dc7aa79355de81ec078e9600e2c79>>
 * @relayHash 90b6a6c91a1e3c0f9a7ea82cd52fe763
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9398852fab67608f4b400dfdc78bc4f24c1e3980401db9ca18b104f61a10a11

import type { ConcreteRequest } from 'relay-runtime';
export type useBoardActivitySubscription$variables = Record<PropertyKey, never>;
export type useBoardActivitySubscription$data = {
  readonly boardActivity: {
    readonly commentsCount: number;
    readonly id: string;
    readonly lastActivityAt: any | null | undefined;
  };
};
export type useBoardActivitySubscription = {
  response: useBoardActivitySubscription$data;
  variables: useBoardActivitySubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Discussion",
    "kind": "LinkedField",
    "name": "boardActivity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBoardActivitySubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d9398852fab67608f4b400dfdc78bc4f24c1e3980401db9ca18b104f61a10a11",
    "metadata": {},
    "name": "useBoardActivitySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "9229b14d4610925d5b0650f529b39dc2";

export default node;
