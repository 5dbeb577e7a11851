/**
 * @generated SignedSource<<16272a3b282979fc6e8e2764594538dc>>
 * @relayHash e3c1ac06360cf96aec7181ccba2ed2ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bfa3ddfc962fa31103cbca9e423e64f808cc0c413a32dbc43ac775fa1e06cbe

import type { ConcreteRequest } from 'relay-runtime';
export type useNotificationsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationsSubscription$data = {
  readonly notificationsChanged: {
    readonly id: string;
    readonly unreadNotificationsCount: number;
  };
};
export type useNotificationsSubscription = {
  response: useNotificationsSubscription$data;
  variables: useNotificationsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "notificationsChanged",
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
        "name": "unreadNotificationsCount",
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
    "name": "useNotificationsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5bfa3ddfc962fa31103cbca9e423e64f808cc0c413a32dbc43ac775fa1e06cbe",
    "metadata": {},
    "name": "useNotificationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "27523034ff00401988ba1bcfd2fb711b";

export default node;
