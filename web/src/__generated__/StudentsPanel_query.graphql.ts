/**
 * @generated SignedSource<<13c9186e41d3ea7cc3a83a86f4d47924>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentsPanel_query$data = {
  readonly allCourses: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"StudentRow_courses">;
  }>;
  readonly students: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"StudentRow_student">;
  }>;
  readonly " $fragmentType": "StudentsPanel_query";
};
export type StudentsPanel_query$key = {
  readonly " $data"?: StudentsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentsPanel_query">;
};

import StudentsPanelRefetchQuery_graphql from './StudentsPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
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
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": StudentsPanelRefetchQuery_graphql
    }
  },
  "name": "StudentsPanel_query",
  "selections": [
    {
      "alias": null,
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
      "concreteType": "Student",
      "kind": "LinkedField",
      "name": "students",
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
          "name": "StudentRow_student"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "allCourses",
      "plural": true,
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e0423fb07be736c43dfbc67060a59153";

export default node;
