/**
 * @generated SignedSource<<108582d04f989b8f8b9f3f3d8c4cabfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReplyComposer_discussion$data = {
  readonly id: string;
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
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};

(node as any).hash = "b7d66f0c598b8b5dbf350045f099092f";

export default node;
