/**
 * @generated SignedSource<<865b90355e72ed9e792748e69907c45f>>
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
  readonly description: string;
  readonly difficulty: LabDifficulty;
  readonly durationMinutes: number;
  readonly status: ModuleStatus;
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
    }
  ],
  "type": "LessonLab",
  "abstractKey": null
};

(node as any).hash = "032ae932b9b4a8d5088495e47411d48c";

export default node;
