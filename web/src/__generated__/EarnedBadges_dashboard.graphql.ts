/**
 * @generated SignedSource<<bdaf1b6848ce29a11adf9e402583269b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EarnedBadges_dashboard$data = {
  readonly earnedBadges: ReadonlyArray<{
    readonly badgeId: string;
    readonly description: string;
    readonly earnedAt: any;
    readonly name: string;
  }>;
  readonly " $fragmentType": "EarnedBadges_dashboard";
};
export type EarnedBadges_dashboard$key = {
  readonly " $data"?: EarnedBadges_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"EarnedBadges_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EarnedBadges_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EarnedBadge",
      "kind": "LinkedField",
      "name": "earnedBadges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "badgeId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "earnedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudentDashboard",
  "abstractKey": null
};

(node as any).hash = "71aeedfd4602d49c5b0c392a12b4a4f0";

export default node;
