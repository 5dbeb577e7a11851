/**
 * @generated SignedSource<<eea876438f0c93743f6a7eb6278ffe84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminDashboardQuery$variables = Record<PropertyKey, never>;
export type AdminDashboardQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CoursesPanel_query" | "StudentsPanel_query">;
};
export type AdminDashboardQuery = {
  response: AdminDashboardQuery$data;
  variables: AdminDashboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalLessons",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDashboardQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StudentsPanel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CoursesPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminDashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "status",
            "value": "ALL"
          }
        ],
        "concreteType": "Student",
        "kind": "LinkedField",
        "name": "students",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profileImageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Enrollment",
            "kind": "LinkedField",
            "name": "enrollments",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "students(status:\"ALL\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "allCourses",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationWeeks",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "798bb79048c341b5e543417b62dd9411",
    "id": null,
    "metadata": {},
    "name": "AdminDashboardQuery",
    "operationKind": "query",
    "text": "query AdminDashboardQuery {\n  ...StudentsPanel_query\n  ...CoursesPanel_query\n}\n\nfragment CourseRow_course on Course {\n  databaseId\n  title\n  description\n  price\n  durationWeeks\n  totalLessons\n  isActive\n}\n\nfragment CoursesPanel_query on Query {\n  allCourses {\n    id\n    ...CourseRow_course\n  }\n}\n\nfragment EnrollStudentDialog_courses on Course {\n  databaseId\n  title\n  isActive\n}\n\nfragment EnrollmentProgress_enrollment on Enrollment {\n  progress\n  completedLessons\n  course {\n    title\n    totalLessons\n    id\n  }\n}\n\nfragment StudentAvatar_student on Student {\n  firstName\n  lastName\n  profileImageUrl\n}\n\nfragment StudentRow_courses on Course {\n  ...EnrollStudentDialog_courses\n}\n\nfragment StudentRow_student on Student {\n  id\n  databaseId\n  firstName\n  lastName\n  email\n  isActive\n  createdAt\n  ...StudentAvatar_student\n  enrollments {\n    id\n    ...EnrollmentProgress_enrollment\n  }\n}\n\nfragment StudentsPanel_query on Query {\n  students(status: ALL) {\n    id\n    ...StudentRow_student\n  }\n  allCourses {\n    ...StudentRow_courses\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4230e4639dd38a4b305db0e9cf4a85f7";

export default node;
