/**
 * @generated SignedSource<<9ac3c06e227b5378f471c62c0bc0dd10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortalHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PortalNav_viewer">;
  readonly " $fragmentType": "PortalHeader_viewer";
};
export type PortalHeader_viewer$key = {
  readonly " $data"?: PortalHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortalHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortalHeader_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PortalNav_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8f9f762d48a9363533767b1ad567b7b8";

export default node;
