/**
 * @generated SignedSource<<bf0a3e111e1c64065f972752169e4cbc>>
 * @relayHash 3bff487b220c35b40c4ff3ef68d50d95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34f45b08608f860885501f607111541de843766abb42d97e3724827c46470e12

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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "CourseConnection",
        "kind": "LinkedField",
        "name": "courses",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "courses(first:100)"
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
    "id": "34f45b08608f860885501f607111541de843766abb42d97e3724827c46470e12",
    "metadata": {},
    "name": "CourseSignupPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "725350d29b3a0fe212cfa3ade1ffc1e5";

export default node;
