/**
 * @generated SignedSource<<ed07ca0f6fdfb93f1b851741c5fe55d1>>
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
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingEvents_dashboard">;
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
    }
  ],
  "type": "StudentDashboard",
  "abstractKey": null
};

(node as any).hash = "163e6fccd52eeb910e1927a487888a9e";

export default node;
