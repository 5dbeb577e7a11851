/**
 * @generated SignedSource<<17924ddcc6baef0d9e3f22afa9a240ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UnlockModuleDialog_tracks$data = ReadonlyArray<{
  readonly modules: ReadonlyArray<{
    readonly id: string;
    readonly number: number;
    readonly title: string;
  }>;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "UnlockModuleDialog_tracks";
}>;
export type UnlockModuleDialog_tracks$key = ReadonlyArray<{
  readonly " $data"?: UnlockModuleDialog_tracks$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnlockModuleDialog_tracks">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "UnlockModuleDialog_tracks",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
};
})();

(node as any).hash = "01ca5f18d404ac3582c1ea7ecf04cde3";

export default node;
