/**
 * @generated SignedSource<<149504b1b40b16fe3d1db83b22afa8fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentsPanel_query$data = {
  readonly allCourses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"StudentRow_courses">;
      };
    }>;
  };
  readonly infrastructureTrack: {
    readonly " $fragmentSpreads": FragmentRefs<"StudentRow_tracks">;
  } | null | undefined;
  readonly securityTrack: {
    readonly " $fragmentSpreads": FragmentRefs<"StudentRow_tracks">;
  } | null | undefined;
  readonly students: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"StudentRow_student">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "StudentsPanel_query";
};
export type StudentsPanel_query$key = {
  readonly " $data"?: StudentsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentsPanel_query">;
};

import StudentsPanelRefetchQuery_graphql from './StudentsPanelRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "students"
],
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "StudentRow_tracks"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 100,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": "ALL",
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": StudentsPanelRefetchQuery_graphql
    }
  },
  "name": "StudentsPanel_query",
  "selections": [
    {
      "alias": "students",
      "args": [
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "StudentConnection",
      "kind": "LinkedField",
      "name": "__StudentsPanel_students_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StudentEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Student",
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
                  "name": "StudentRow_student"
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StudentRow_courses"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "allCourses(first:100)"
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
      "selections": (v1/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": "track(slug:\"security\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "96d4adb425c1f4662b037272eadbfb67";

export default node;
