/**
 * @generated SignedSource<<585a3b8e91cb0cc3c498777132ced13f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentRow_tracks$data = ReadonlyArray<{
  readonly " $fragmentSpreads": FragmentRefs<"UnlockModuleDialog_tracks">;
  readonly " $fragmentType": "StudentRow_tracks";
}>;
export type StudentRow_tracks$key = ReadonlyArray<{
  readonly " $data"?: StudentRow_tracks$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentRow_tracks">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StudentRow_tracks",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnlockModuleDialog_tracks"
    }
  ],
  "type": "Track",
  "abstractKey": null
};

(node as any).hash = "142f4ce81ad95850fd453671d4d60fa8";

export default node;
