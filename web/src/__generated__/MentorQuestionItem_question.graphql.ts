/**
 * @generated SignedSource<<6f34965c7dc9237f23fc7442050dd5f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MentorQuestionStatus = "ANSWERED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MentorQuestionItem_question$data = {
  readonly createdAt: any;
  readonly status: MentorQuestionStatus;
  readonly text: string;
  readonly " $fragmentType": "MentorQuestionItem_question";
};
export type MentorQuestionItem_question$key = {
  readonly " $data"?: MentorQuestionItem_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MentorQuestionItem_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MentorQuestionItem_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "MentorQuestion",
  "abstractKey": null
};

(node as any).hash = "2697690f2264949190d620e4f3189fa3";

export default node;
