/**
 * @generated SignedSource<<836c2eaa962f9903b67ffc4d24fdf3b3>>
 * @relayHash dd55473b4b018e19a45c17184b522d0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d88abc2179a7908f0b2099df972806c4512b41e7cbe4afe5b03a267745827ab

import type { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  clientMutationId?: string | null | undefined;
  ids: ReadonlyArray<string>;
};
export type useMarkNotificationReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationsRead: {
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly isRead: boolean;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly unreadNotificationsCount: number;
    };
  };
};
export type useMarkNotificationReadMutation = {
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationsCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4d88abc2179a7908f0b2099df972806c4512b41e7cbe4afe5b03a267745827ab",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3bd06f43fe62ce3865693ed254dd443f";

export default node;
