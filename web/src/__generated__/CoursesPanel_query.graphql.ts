/**
 * @generated SignedSource<<23dfdd3f818e384de0ddfcf667d5aa42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CoursesPanel_query$data = {
  readonly allCourses: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CourseRow_course">;
  }>;
  readonly " $fragmentType": "CoursesPanel_query";
};
export type CoursesPanel_query$key = {
  readonly " $data"?: CoursesPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoursesPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoursesPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "allCourses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CourseRow_course"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1e5345c0adfc97b60c13abdd50fbb6a6";

export default node;
