/**
 * @generated SignedSource<<7a7397f7235220e50aaa32e0431fc921>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CourseRow_course$data = {
  readonly databaseId: number;
  readonly description: string;
  readonly durationWeeks: number;
  readonly isActive: boolean;
  readonly price: number;
  readonly title: string;
  readonly totalLessons: number;
  readonly " $fragmentType": "CourseRow_course";
};
export type CourseRow_course$key = {
  readonly " $data"?: CourseRow_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseRow_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseRow_course",
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
      "name": "price",
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
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "397f77ab1159ccc4969a995a2ecd31a2";

export default node;
