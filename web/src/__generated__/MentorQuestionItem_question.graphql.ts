/**
 * @generated SignedSource<<e200006afd187e0c32c1c036038db694>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MentorQuestionStatus = "ANSWERED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MentorQuestionItem_question$data = {
  readonly answer: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answer",
      "storageKey": null
    }
  ],
  "type": "MentorQuestion",
  "abstractKey": null
};

(node as any).hash = "a965e97ace1f8963c3d0dcc48446028a";

export default node;
