/**
 * @generated SignedSource<<e13be3dcd3ccf66c8d9c1d7d018f041e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LabDifficulty = "ADVANCED" | "BEGINNER" | "EXPERT" | "INTERMEDIATE" | "%future added value";
export type ModuleStatus = "AVAILABLE" | "LOCKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LabExercise_lab$data = {
  readonly attempt: {
    readonly completedAt: any | null | undefined;
    readonly startedAt: any;
  } | null | undefined;
  readonly description: string;
  readonly difficulty: LabDifficulty;
  readonly durationMinutes: number;
  readonly id: string;
  readonly status: ModuleStatus;
  readonly task: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "LabExercise_lab";
};
export type LabExercise_lab$key = {
  readonly " $data"?: LabExercise_lab$data;
  readonly " $fragmentSpreads": FragmentRefs<"LabExercise_lab">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LabExercise_lab",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difficulty",
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
      "name": "task",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LabAttempt",
      "kind": "LinkedField",
      "name": "attempt",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LessonLab",
  "abstractKey": null
};

(node as any).hash = "582f9c9c62c6962b1aa27a2f9c081445";

export default node;
