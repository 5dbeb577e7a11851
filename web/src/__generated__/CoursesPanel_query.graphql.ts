/**
 * @generated SignedSource<<3c1c508a33ee290484712ee1bcc6e742>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CoursesPanel_query$data = {
  readonly allCourses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CourseRow_course">;
      };
    }>;
  };
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "CourseConnection",
      "kind": "LinkedField",
      "name": "allCourses",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CourseEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Course",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
          "storageKey": null
        }
      ],
      "storageKey": "allCourses(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5775715e0ce7910b8c33aaa404807891";

export default node;
