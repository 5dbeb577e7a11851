/**
 * @generated SignedSource<<bdee7a59967d2e66d29057bc33eecbef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "26062776c9c4e16e7c476e19e2e3d020",
    "id": null,
    "metadata": {},
    "name": "useOnlineUsersSubscription",
    "operationKind": "subscription",
    "text": "subscription useOnlineUsersSubscription {\n  onlineUsers {\n    id\n    ...OnlineUserItem_user\n  }\n}\n\nfragment OnlineUserItem_user on User {\n  id\n  firstName\n  lastName\n  profileImageUrl\n  specialization\n}\n"
  }
};
})();

(node as any).hash = "dda424d6c52013907175726b57073e56";

export default node;
