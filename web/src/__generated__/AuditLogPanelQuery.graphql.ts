/**
 * @generated SignedSource<<da6030c57cb911e36258936294f940a9>>
 * @relayHash 5fc4c03f56ad82245f8994f9dc2fe472
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2514b0b6afa83e00a7ec2ee6c7e67b98bb2beb2ac124c75ab4bff1a4f6debc08

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditAction = "ACCOUNT_DELETE" | "ADMIN_LOGIN" | "ADMIN_LOGOUT" | "ASSIGNMENT_GRADE" | "ASSIGNMENT_RETURN" | "COURSE_ACTIVATE" | "COURSE_CREATE" | "COURSE_DEACTIVATE" | "COURSE_UPDATE" | "DISCUSSION_HIDE" | "DISCUSSION_LOCK" | "DISCUSSION_MOVE" | "DISCUSSION_PIN" | "DISCUSSION_RESTORE" | "DISCUSSION_UNLOCK" | "DISCUSSION_UNPIN" | "FLAGS_DISMISS" | "MENTOR_ANSWER" | "MODERATOR_GRANT" | "MODERATOR_REVOKE" | "MODULE_UNLOCK" | "POST_HIDDEN_BY_FLAGS" | "REPLY_HIDE" | "REPLY_RESTORE" | "STUDENT_DISABLE" | "STUDENT_ENABLE" | "STUDENT_ENROLL" | "STUDENT_PASSWORD" | "%future added value";
export type AuditLogPanelQuery$variables = {
  action?: AuditAction | null | undefined;
  actor?: string | null | undefined;
  since?: any | null | undefined;
  until?: any | null | undefined;
};
export type AuditLogPanelQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogList_query">;
};
export type AuditLogPanelQuery = {
  response: AuditLogPanelQuery$data;
  variables: AuditLogPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actor"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "until"
},
v4 = {
  "kind": "Variable",
  "name": "action",
  "variableName": "action"
},
v5 = {
  "kind": "Variable",
  "name": "actor",
  "variableName": "actor"
},
v6 = {
  "kind": "Variable",
  "name": "since",
  "variableName": "since"
},
v7 = {
  "kind": "Variable",
  "name": "until",
  "variableName": "until"
},
v8 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogPanelQuery",
    "selections": [
      {
        "args": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AuditLogList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuditLogPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "AuditEntryConnection",
        "kind": "LinkedField",
        "name": "auditLog",
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
            "concreteType": "AuditEntryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEntry",
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
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "detail",
                    "storageKey": null
                  },
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
                    "concreteType": "AuditPerson",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AuditPerson",
                    "kind": "LinkedField",
                    "name": "subject",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
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
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "filters": [
          "actor",
          "action",
          "since",
          "until"
        ],
        "handle": "connection",
        "key": "AuditLogList_auditLog",
        "kind": "LinkedHandle",
        "name": "auditLog"
      }
    ]
  },
  "params": {
    "id": "2514b0b6afa83e00a7ec2ee6c7e67b98bb2beb2ac124c75ab4bff1a4f6debc08",
    "metadata": {},
    "name": "AuditLogPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2bfc2ad7c92e2a5abab4726bdaaa9a3a";

export default node;
