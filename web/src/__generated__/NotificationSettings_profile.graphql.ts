/**
 * @generated SignedSource<<521bc091a1d2567f4825ceec09bb59fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ANSWER_ACCEPTED" | "ASSIGNMENT_GRADED" | "LIKE" | "MENTION" | "MENTOR_ANSWER" | "MODERATION" | "REPLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NotificationSettings_profile$data = {
  readonly id: string;
  readonly notificationPreferences: ReadonlyArray<{
    readonly inApp: boolean;
    readonly kind: NotificationKind;
    readonly label: string;
  }>;
  readonly " $fragmentType": "NotificationSettings_profile";
};
export type NotificationSettings_profile$key = {
  readonly " $data"?: NotificationSettings_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettings_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettings_profile",
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
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "e7fec7874e066ef4db41868173dbe106";

export default node;
