/**
 * @generated SignedSource<<b64e9d6d435913afc5ba1df5dddab37b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpcomingEvents_dashboard$data = {
  readonly upcomingEvents: ReadonlyArray<{
    readonly eventId: string;
    readonly kind: string;
    readonly startsAt: any;
    readonly title: string;
  }>;
  readonly " $fragmentType": "UpcomingEvents_dashboard";
};
export type UpcomingEvents_dashboard$key = {
  readonly " $data"?: UpcomingEvents_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingEvents_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingEvents_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PortalEvent",
      "kind": "LinkedField",
      "name": "upcomingEvents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
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
          "name": "startsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudentDashboard",
  "abstractKey": null
};

(node as any).hash = "6af319ed3a499a528f21cf1e9c550d68";

export default node;
