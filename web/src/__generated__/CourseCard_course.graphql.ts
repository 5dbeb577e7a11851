/**
 * @generated SignedSource<<43dc4ab89d8ebace2be00804eca0a3d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CourseCard_course$data = {
  readonly databaseId: number;
  readonly durationWeeks: number;
  readonly level: string;
  readonly modules: ReadonlyArray<string>;
  readonly price: number;
  readonly rating: number;
  readonly skills: ReadonlyArray<string>;
  readonly studentsCount: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"CoursePreviewDialog_course">;
  readonly " $fragmentType": "CourseCard_course";
};
export type CourseCard_course$key = {
  readonly " $data"?: CourseCard_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseCard_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseCard_course",
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
      "name": "studentsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "modules",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CoursePreviewDialog_course"
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "7048080b4b06093d87af734f7b71c187";

export default node;
