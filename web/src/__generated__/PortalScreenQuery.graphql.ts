/**
 * @generated SignedSource<<32d8826cdc72705c75ce2b66aeef38c5>>
 * @relayHash 421c0937595cf9071964e5546c8b6f6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95adf4a80f484a97289fddb8aa7d2093f1108b8d0bcb3704678e7c8ac75132ce

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
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v3 = {
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
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
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
          (v3/*:: as any*/)
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
              (v1/*:: as any*/),
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
            "concreteType": "EarnedBadge",
            "kind": "LinkedField",
            "name": "earnedBadges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "badgeId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "earnedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Certificate",
            "kind": "LinkedField",
            "name": "certificates",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trackTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "issuedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verifyPath",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pdfPath",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "course",
                "storageKey": null
              },
              (v3/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "95adf4a80f484a97289fddb8aa7d2093f1108b8d0bcb3704678e7c8ac75132ce",
    "metadata": {},
    "name": "PortalScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "706ee2bdefdd0bb34637537e29ba6fae";

export default node;
