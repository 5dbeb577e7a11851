/**
 * @generated SignedSource<<98499bddfb01653525027feb73c8ed1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrackSummary_track$data = {
  readonly completedModules: number;
  readonly completionPercent: number;
  readonly labExercises: number | null | undefined;
  readonly modules: ReadonlyArray<{
    readonly __typename: "TrackModule";
  }>;
  readonly totalHours: number;
  readonly totalLessons: number;
  readonly " $fragmentType": "TrackSummary_track";
};
export type TrackSummary_track$key = {
  readonly " $data"?: TrackSummary_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackSummary_track">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackSummary_track",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalLessons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labExercises",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedModules",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completionPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackModule",
      "kind": "LinkedField",
      "name": "modules",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
};

(node as any).hash = "12c12fe90a969eb3fed372f1d08e4007";

export default node;
