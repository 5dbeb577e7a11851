/**
 * @generated SignedSource<<1b3f98f75f91a0271bb1c1d15efb5e48>>
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
  readonly isHidden: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};

(node as any).hash = "40439d68b6ee145f1ca7480afee4b41d";

export default node;
