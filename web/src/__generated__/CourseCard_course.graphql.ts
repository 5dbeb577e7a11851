/**
 * @generated SignedSource<<fdee86fc5d5382f1b3550e71f29f5a5d>>
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
  readonly price: number;
  readonly title: string;
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
      "name": "price",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "7ea55e324e465b35e0237c7d8ab46a71";

export default node;
