/**
 * @generated SignedSource<<ecbb763d6147fccdd1fa22d124f9c24c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SubmissionStatus = "GRADED" | "RETURNED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentsPanel_query$data = {
  readonly assignmentSubmissionQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: SubmissionStatus;
        readonly " $fragmentSpreads": FragmentRefs<"SubmissionReviewRow_submission">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AssignmentsPanel_query";
};
export type AssignmentsPanel_query$key = {
  readonly " $data"?: AssignmentsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignmentsPanel_query">;
};

import AssignmentsPanelPaginationQuery_graphql from './AssignmentsPanelPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "assignmentSubmissionQueue"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "courseId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "moduleId"
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
      "operation": AssignmentsPanelPaginationQuery_graphql
    }
  },
  "name": "AssignmentsPanel_query",
  "selections": [
    {
      "alias": "assignmentSubmissionQueue",
      "args": [
        {
          "kind": "Variable",
          "name": "courseId",
          "variableName": "courseId"
        },
        {
          "kind": "Variable",
          "name": "moduleId",
          "variableName": "moduleId"
        }
      ],
      "concreteType": "AssignmentSubmissionConnection",
      "kind": "LinkedField",
      "name": "__AssignmentsPanel_assignmentSubmissionQueue_connection",
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
          "concreteType": "AssignmentSubmissionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AssignmentSubmission",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SubmissionReviewRow_submission"
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "dbb84450996211e74c045d59e909d2b8";

export default node;
