/**
 * @generated SignedSource<<a656c340d87ab59f8be8f52855d52035>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type coursesLoaderQuery$variables = Record<PropertyKey, never>;
export type coursesLoaderQuery$data = {
  readonly courses: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CourseCard_course">;
  }>;
};
export type coursesLoaderQuery = {
  response: coursesLoaderQuery$data;
  variables: coursesLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "coursesLoaderQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "courses",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CourseCard_course"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "coursesLoaderQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "courses",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cf111ef762997dc1ee913511510b058",
    "id": null,
    "metadata": {},
    "name": "coursesLoaderQuery",
    "operationKind": "query",
    "text": "query coursesLoaderQuery {\n  courses {\n    id\n    ...CourseCard_course\n  }\n}\n\nfragment CourseCard_course on Course {\n  databaseId\n  title\n  level\n  durationWeeks\n  price\n}\n"
  }
};
})();

(node as any).hash = "1cfcc2ff29815892f88d641dc02bbda3";

export default node;
