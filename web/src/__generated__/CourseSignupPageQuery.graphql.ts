/**
 * @generated SignedSource<<ac338d16bc7f4a2afe8f4cc7a7f8bb51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CourseSignupPageQuery$variables = Record<PropertyKey, never>;
export type CourseSignupPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SignInForm_query" | "SignupForm_query">;
};
export type CourseSignupPageQuery = {
  response: CourseSignupPageQuery$data;
  variables: CourseSignupPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseSignupPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SignupForm_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SignInForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CourseSignupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "courses",
        "plural": true,
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "demoStudentHint",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f5d5f88527928c8d57d075d429a2f07e",
    "id": null,
    "metadata": {},
    "name": "CourseSignupPageQuery",
    "operationKind": "query",
    "text": "query CourseSignupPageQuery {\n  ...SignupForm_query\n  ...SignInForm_query\n}\n\nfragment SignInForm_query on Query {\n  demoStudentHint\n}\n\nfragment SignupForm_query on Query {\n  courses {\n    databaseId\n    title\n    id\n  }\n}\n"
  }
};

(node as any).hash = "725350d29b3a0fe212cfa3ade1ffc1e5";

export default node;
