/**
 * @generated SignedSource<<b3a371cb98235d7e39029ef8d7295988>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortalNav_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
  readonly " $fragmentType": "PortalNav_viewer";
};
export type PortalNav_viewer$key = {
  readonly " $data"?: PortalNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortalNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortalNav_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationBell_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4865fdc96bf820c4e30187f41eb24b6a";

export default node;
