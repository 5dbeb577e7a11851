/**
 * @generated SignedSource<<5bac997c03f319f8cd90da804b6458e0>>
 * @relayHash ae18336d36101010bbd918b61b174c34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 404880a6f8d1dc28aa6d6506c4cb53eca26abbab38ab50d9c5f4e3b2dd527ac3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OnlineNowQuery$variables = Record<PropertyKey, never>;
export type OnlineNowQuery$data = {
  readonly onlineUsers: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OnlineUserItem_user">;
  }>;
};
export type OnlineNowQuery = {
  response: OnlineNowQuery$data;
  variables: OnlineNowQuery$variables;
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
    "name": "OnlineNowQuery",
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnlineNowQuery",
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
    "id": "404880a6f8d1dc28aa6d6506c4cb53eca26abbab38ab50d9c5f4e3b2dd527ac3",
    "metadata": {},
    "name": "OnlineNowQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "21ce6f0f4771b2d12e669647eb0192c0";

export default node;
