/**
 * @generated SignedSource<<174fe7c809efe28604f274d102ab3d1c>>
 * @relayHash f5d5f88527928c8d57d075d429a2f07e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfa2c862c9447a5876df3b6f0c9ef70d6f3fb6c30e7bf4d6d6b798898e1c5031

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
    "id": "dfa2c862c9447a5876df3b6f0c9ef70d6f3fb6c30e7bf4d6d6b798898e1c5031",
    "metadata": {},
    "name": "CourseSignupPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "725350d29b3a0fe212cfa3ade1ffc1e5";

export default node;
