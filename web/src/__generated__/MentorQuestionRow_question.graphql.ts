/**
 * @generated SignedSource<<29c64a15ed649de47c869f9ea7ea879d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MentorQuestionStatus = "ANSWERED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MentorQuestionRow_question$data = {
  readonly answer: string | null | undefined;
  readonly askedBy: string;
  readonly createdAt: any;
  readonly id: string;
  readonly lessonPage: {
    readonly title: string;
  };
  readonly status: MentorQuestionStatus;
  readonly text: string;
  readonly " $fragmentType": "MentorQuestionRow_question";
};
export type MentorQuestionRow_question$key = {
  readonly " $data"?: MentorQuestionRow_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MentorQuestionRow_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MentorQuestionRow_question",
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
      "name": "answer",
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
      "name": "askedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonPage",
      "kind": "LinkedField",
      "name": "lessonPage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MentorQuestion",
  "abstractKey": null
};

(node as any).hash = "ec7809161d0991c4e38ff49a21255453";

export default node;
