/**
 * @generated SignedSource<<58fe76c8da05085796ccc99aa9c51c18>>
 * @relayHash a739a56da4520212d7d50582329d644b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c9ea5b524350dffb50940121bc80c59d2690557d799b9f96a57cd277f7aa300

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortalScreenQuery$variables = Record<PropertyKey, never>;
export type PortalScreenQuery$data = {
  readonly currentStudent: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardTab_student" | "PortalHeader_student" | "ProfileTab_student">;
  };
  readonly myEnrollments: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DashboardTab_enrollments" | "ProgramsTab_enrollments" | "ProgressTab_enrollments">;
  }>;
  readonly progressCharts: {
    readonly " $fragmentSpreads": FragmentRefs<"ProgressCharts_charts">;
  };
  readonly studentDashboard: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardTab_dashboard" | "ProjectsTab_dashboard">;
  };
};
export type PortalScreenQuery = {
  response: PortalScreenQuery$data;
  variables: PortalScreenQuery$variables;
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
  "name": "progress",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PortalScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Student",
        "kind": "LinkedField",
        "name": "currentStudent",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PortalHeader_student"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileTab_student"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardTab_student"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Enrollment",
        "kind": "LinkedField",
        "name": "myEnrollments",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardTab_enrollments"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProgramsTab_enrollments"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProgressTab_enrollments"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StudentDashboard",
        "kind": "LinkedField",
        "name": "studentDashboard",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardTab_dashboard"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectsTab_dashboard"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProgressCharts",
        "kind": "LinkedField",
        "name": "progressCharts",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProgressCharts_charts"
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
    "name": "PortalScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Student",
        "kind": "LinkedField",
        "name": "currentStudent",
        "plural": false,
        "selections": [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Enrollment",
        "kind": "LinkedField",
        "name": "myEnrollments",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalLessons",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "portalPath",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StudentDashboard",
        "kind": "LinkedField",
        "name": "studentDashboard",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "badges",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "streakDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortalEvent",
            "kind": "LinkedField",
            "name": "upcomingEvents",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eventId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortalProject",
            "kind": "LinkedField",
            "name": "projects",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "projectId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "course",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueAt",
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
        "args": null,
        "concreteType": "ProgressCharts",
        "kind": "LinkedField",
        "name": "progressCharts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LessonsInWeek",
            "kind": "LinkedField",
            "name": "lessonsPerWeek",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lessons",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ModuleStudyFigures",
            "kind": "LinkedField",
            "name": "modules",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moduleId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minutesSpent",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c9ea5b524350dffb50940121bc80c59d2690557d799b9f96a57cd277f7aa300",
    "metadata": {},
    "name": "PortalScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "27f5573024fa1f0f9bf9a86effab9332";

export default node;
