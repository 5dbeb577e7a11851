/**
 * @generated SignedSource<<870213acdf82df462b67ac0cb0cb4f16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReplyComposer_discussion$data = {
  readonly id: string;
  readonly isDeleted: boolean;
  readonly isLocked: boolean;
  readonly " $fragmentType": "ReplyComposer_discussion";
};
export type ReplyComposer_discussion$key = {
  readonly " $data"?: ReplyComposer_discussion$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReplyComposer_discussion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReplyComposer_discussion",
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
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDeleted",
      "storageKey": null
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};

(node as any).hash = "6c52707b87217d237202aff01d8087ee";

export default node;
