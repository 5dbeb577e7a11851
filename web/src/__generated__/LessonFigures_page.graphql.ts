/**
 * @generated SignedSource<<472ec7d97a2b1cb69b1bc1cd0b5bace3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonFigures_page$data = {
  readonly completedLabs: number;
  readonly completedLessons: number;
  readonly labs: ReadonlyArray<{
    readonly __typename: "LessonLab";
  }>;
  readonly lessonsLabel: string;
  readonly studyTime: {
    readonly timeLeftText: string | null | undefined;
    readonly timeSpentText: string;
  } | null | undefined;
  readonly timeLabel: string | null | undefined;
  readonly timeText: string | null | undefined;
  readonly totalLessons: number;
  readonly " $fragmentType": "LessonFigures_page";
};
export type LessonFigures_page$key = {
  readonly " $data"?: LessonFigures_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonFigures_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonFigures_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lessonsLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedLessons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalLessons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedLabs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonLab",
      "kind": "LinkedField",
      "name": "labs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudyTimeSummary",
      "kind": "LinkedField",
      "name": "studyTime",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeSpentText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeLeftText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "9f59a8474b822efcb69990aade74d2c8";

export default node;
