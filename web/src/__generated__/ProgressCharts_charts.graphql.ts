/**
 * @generated SignedSource<<449f82203fba7bfd37d92be160608e68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProgressCharts_charts$data = {
  readonly lessonsPerWeek: ReadonlyArray<{
    readonly lessons: number;
    readonly weekStart: any;
  }>;
  readonly modules: ReadonlyArray<{
    readonly minutesSpent: number;
    readonly progress: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ProgressCharts_charts";
};
export type ProgressCharts_charts$key = {
  readonly " $data"?: ProgressCharts_charts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgressCharts_charts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgressCharts_charts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonsInWeek",
      "kind": "LinkedField",
      "name": "lessonsPerWeek",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lessons",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModuleStudyFigures",
      "kind": "LinkedField",
      "name": "modules",
      "plural": true,
      "selections": [
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
          "name": "progress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minutesSpent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProgressCharts",
  "abstractKey": null
};

(node as any).hash = "aefed9d0750f2e944804f7fdab94c415";

export default node;
