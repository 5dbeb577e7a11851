/**
 * @generated SignedSource<<8e7d9d0968d9217e737a7311a3a62061>>
 * @relayHash 26062776c9c4e16e7c476e19e2e3d020
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c89ad956255f5ec891a970cb0f624fd5a87ab4bcda76146ad3528ab12411de21

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useOnlineUsersSubscription$variables = Record<PropertyKey, never>;
export type useOnlineUsersSubscription$data = {
  readonly onlineUsers: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OnlineUserItem_user">;
  }>;
};
export type useOnlineUsersSubscription = {
  response: useOnlineUsersSubscription$data;
  variables: useOnlineUsersSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOnlineUsersSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "onlineUsers",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnlineUserItem_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOnlineUsersSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "onlineUsers",
        "plural": true,
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
            "name": "profileImageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "specialization",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c89ad956255f5ec891a970cb0f624fd5a87ab4bcda76146ad3528ab12411de21",
    "metadata": {},
    "name": "useOnlineUsersSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "dda424d6c52013907175726b57073e56";

export default node;
