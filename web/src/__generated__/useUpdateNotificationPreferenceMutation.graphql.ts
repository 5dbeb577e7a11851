/**
 * @generated SignedSource<<f9cbbf63ffb195ef1f03cb922c8e4cc8>>
 * @relayHash d0a7f3fb97904fd186bdbc903e43d283
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 190e7409283f8fd019e964709f66757bc9af53515f2784f62e0b88631e953861

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationKind = "ANSWER_ACCEPTED" | "ASSIGNMENT_GRADED" | "LIKE" | "MENTION" | "MENTOR_ANSWER" | "MODERATION" | "REPLY" | "%future added value";
export type UpdateNotificationPreferenceInput = {
  clientMutationId?: string | null | undefined;
  inApp: boolean;
  kind: NotificationKind;
};
export type useUpdateNotificationPreferenceMutation$variables = {
  input: UpdateNotificationPreferenceInput;
};
export type useUpdateNotificationPreferenceMutation$data = {
  readonly updateNotificationPreference: {
    readonly profile: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationSettings_profile">;
    };
  };
};
export type useUpdateNotificationPreferenceMutation = {
  response: useUpdateNotificationPreferenceMutation$data;
  variables: useUpdateNotificationPreferenceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateNotificationPreferenceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateNotificationPreferencePayload",
        "kind": "LinkedField",
        "name": "updateNotificationPreference",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationSettings_profile"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationPreferenceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateNotificationPreferencePayload",
        "kind": "LinkedField",
        "name": "updateNotificationPreference",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Profile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "NotificationPreference",
                "kind": "LinkedField",
                "name": "notificationPreferences",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inApp",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "190e7409283f8fd019e964709f66757bc9af53515f2784f62e0b88631e953861",
    "metadata": {},
    "name": "useUpdateNotificationPreferenceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c24a517cfb9d143ad12f636f4fd3f44";

export default node;
