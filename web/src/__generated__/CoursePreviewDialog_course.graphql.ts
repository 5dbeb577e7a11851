/**
 * @generated SignedSource<<882335714b789eea05f720142232db6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CoursePreviewDialog_course$data = {
  readonly databaseId: number;
  readonly description: string;
  readonly durationWeeks: number;
  readonly level: string;
  readonly modules: ReadonlyArray<string>;
  readonly title: string;
  readonly totalLessons: number;
  readonly " $fragmentType": "CoursePreviewDialog_course";
};
export type CoursePreviewDialog_course$key = {
  readonly " $data"?: CoursePreviewDialog_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoursePreviewDialog_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoursePreviewDialog_course",
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
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationWeeks",
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
      "name": "modules",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "ec7baa89f80c706767bd09c5b6bcbec7";

export default node;
