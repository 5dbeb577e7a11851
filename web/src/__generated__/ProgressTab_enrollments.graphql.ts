/**
 * @generated SignedSource<<1a9ed658ee276f47141abcf5e71fd296>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProgressTab_enrollments$data = ReadonlyArray<{
  readonly completedLessons: number;
  readonly course: {
    readonly title: string;
    readonly totalLessons: number;
  };
  readonly id: string;
  readonly progress: number;
  readonly " $fragmentType": "ProgressTab_enrollments";
}>;
export type ProgressTab_enrollments$key = ReadonlyArray<{
  readonly " $data"?: ProgressTab_enrollments$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgressTab_enrollments">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProgressTab_enrollments",
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
      "name": "progress",
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
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "course",
      "plural": false,
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
          "name": "totalLessons",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Enrollment",
  "abstractKey": null
};

(node as any).hash = "91e858230a0af1d225ec94191f3ae782";

export default node;
