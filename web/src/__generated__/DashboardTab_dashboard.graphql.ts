/**
 * @generated SignedSource<<7bdf547fc545034fa347e9047476ca61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardTab_dashboard$data = {
  readonly badges: number;
  readonly streakDays: number;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateList_dashboard" | "EarnedBadges_dashboard" | "UpcomingEvents_dashboard">;
  readonly " $fragmentType": "DashboardTab_dashboard";
};
export type DashboardTab_dashboard$key = {
  readonly " $data"?: DashboardTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardTab_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badges",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streakDays",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpcomingEvents_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EarnedBadges_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CertificateList_dashboard"
    }
  ],
  "type": "StudentDashboard",
  "abstractKey": null
};

(node as any).hash = "477de4014328170be594a9a940c3e6b7";

export default node;
