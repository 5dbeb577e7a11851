/**
 * @generated SignedSource<<5932001b216fb3b7e295710c5432b2ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProgramStatus = "COMPLETED" | "IN_PROGRESS" | "LOCKED" | "NOT_STARTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProgramCard_enrollment$data = {
  readonly completedLessons: number;
  readonly course: {
    readonly databaseId: number;
    readonly description: string;
    readonly portalPath: string;
    readonly title: string;
    readonly totalLessons: number;
  };
  readonly progress: number;
  readonly status: ProgramStatus;
  readonly " $fragmentType": "ProgramCard_enrollment";
};
export type ProgramCard_enrollment$key = {
  readonly " $data"?: ProgramCard_enrollment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_enrollment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgramCard_enrollment",
  "selections": [
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
      "kind": "ScalarField",
      "name": "status",
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
          "name": "databaseId",
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
          "name": "totalLessons",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "portalPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Enrollment",
  "abstractKey": null
};

(node as any).hash = "91fbb3613a49b5427105608ffec142b4";

export default node;
