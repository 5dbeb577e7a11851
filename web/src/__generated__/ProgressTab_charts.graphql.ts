/**
 * @generated SignedSource<<ae5b95884ea88f1b32c6183685563db2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProgressTab_charts$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProgressCharts_charts">;
  readonly " $fragmentType": "ProgressTab_charts";
};
export type ProgressTab_charts$key = {
  readonly " $data"?: ProgressTab_charts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgressTab_charts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgressTab_charts",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProgressCharts_charts"
    }
  ],
  "type": "ProgressCharts",
  "abstractKey": null
};

(node as any).hash = "94e41a8cbfed1f3c1334e3fbe7ab2a70";

export default node;
