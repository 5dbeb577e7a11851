/**
 * @generated SignedSource<<4d50db950d88d44451babe321dd407a2>>
 * @relayHash 71ce26ed69f0f934aa89ce2faba63262
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d903e7495408f40cbd9fc8ecd44abfd0ada62aceeff4a663e90189fd2346406

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useEnrollStudentMutation$variables = {
  courseId: number;
  studentId: string;
};
export type useEnrollStudentMutation$data = {
  readonly enrollStudent: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"EnrollmentProgress_enrollment">;
  };
};
export type useEnrollStudentMutation = {
  response: useEnrollStudentMutation$data;
  variables: useEnrollStudentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "courseId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studentId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "courseId",
    "variableName": "courseId"
  },
  {
    "kind": "Variable",
    "name": "studentId",
    "variableName": "studentId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEnrollStudentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Enrollment",
        "kind": "LinkedField",
        "name": "enrollStudent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EnrollmentProgress_enrollment"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useEnrollStudentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Enrollment",
        "kind": "LinkedField",
        "name": "enrollStudent",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completedLessons",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Course",
            "kind": "LinkedField",
            "name": "course",
            "plural": false,
            "selections": [
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
                "name": "totalLessons",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1d903e7495408f40cbd9fc8ecd44abfd0ada62aceeff4a663e90189fd2346406",
    "metadata": {},
    "name": "useEnrollStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30131068619272acfea929fef5454a59";

export default node;
