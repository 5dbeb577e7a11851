/**
 * @generated SignedSource<<0cfc9356bad7b9c02e5a37ad71e80093>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UpNextState = "BLOCKED" | "CONTINUE" | "PLAIN" | "UNLOCK_NOTE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UpNext_page$data = {
  readonly upNextAction: string | null | undefined;
  readonly upNextState: UpNextState | null | undefined;
  readonly upNextTitle: string | null | undefined;
  readonly " $fragmentType": "UpNext_page";
};
export type UpNext_page$key = {
  readonly " $data"?: UpNext_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpNext_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpNext_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upNextTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upNextState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upNextAction",
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "63f9197a320fa2eb1bf0ca453c5175e5";

export default node;
