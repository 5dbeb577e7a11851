/**
 * @generated SignedSource<<df7833e1f8a9655d1d39f2fe016ca2b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentsPanel_options$data = {
  readonly allCourses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"BulkActionsBar_courses" | "StudentFilters_courses" | "StudentRow_courses">;
      };
    }>;
  };
  readonly infrastructureTrack: {
    readonly " $fragmentSpreads": FragmentRefs<"StudentRow_tracks">;
  } | null | undefined;
  readonly securityTrack: {
    readonly " $fragmentSpreads": FragmentRefs<"StudentRow_tracks">;
  } | null | undefined;
  readonly " $fragmentType": "StudentsPanel_options";
};
export type StudentsPanel_options$key = {
  readonly " $data"?: StudentsPanel_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentsPanel_options">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "StudentRow_tracks"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "allCourses"
        ]
      }
    ]
  },
  "name": "StudentsPanel_options",
  "selections": [
    {
      "alias": "allCourses",
      "args": null,
      "concreteType": "CourseConnection",
      "kind": "LinkedField",
      "name": "__StudentsPanel_allCourses_connection",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StudentRow_courses"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StudentFilters_courses"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BulkActionsBar_courses"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "infrastructureTrack",
      "args": [
        {
          "kind": "Literal",
          "name": "slug",
          "value": "infrastructure"
        }
      ],
      "concreteType": "Track",
      "kind": "LinkedField",
      "name": "track",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "track(slug:\"infrastructure\")"
    },
    {
      "alias": "securityTrack",
      "args": [
        {
          "kind": "Literal",
          "name": "slug",
          "value": "security"
        }
      ],
      "concreteType": "Track",
      "kind": "LinkedField",
      "name": "track",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "track(slug:\"security\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d5d1a92331628b5c8547914d8c96d55a";

export default node;
