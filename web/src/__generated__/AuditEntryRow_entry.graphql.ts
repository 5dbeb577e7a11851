/**
 * @generated SignedSource<<bea37b22c6b4838b03ae5b3e87df9f3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AuditAction = "ACCOUNT_DELETE" | "ADMIN_LOGIN" | "ADMIN_LOGOUT" | "ASSIGNMENT_GRADE" | "ASSIGNMENT_RETURN" | "COURSE_ACTIVATE" | "COURSE_CREATE" | "COURSE_DEACTIVATE" | "COURSE_UPDATE" | "DISCUSSION_HIDE" | "DISCUSSION_LOCK" | "DISCUSSION_MOVE" | "DISCUSSION_PIN" | "DISCUSSION_RESTORE" | "DISCUSSION_UNLOCK" | "DISCUSSION_UNPIN" | "FLAGS_DISMISS" | "MENTOR_ANSWER" | "MODERATOR_GRANT" | "MODERATOR_REVOKE" | "MODULE_UNLOCK" | "POST_HIDDEN_BY_FLAGS" | "REPLY_HIDE" | "REPLY_RESTORE" | "STUDENT_DISABLE" | "STUDENT_ENABLE" | "STUDENT_ENROLL" | "STUDENT_PASSWORD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AuditEntryRow_entry$data = {
  readonly action: AuditAction;
  readonly actor: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly createdAt: any;
  readonly detail: string;
  readonly subject: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly " $fragmentType": "AuditEntryRow_entry";
};
export type AuditEntryRow_entry$key = {
  readonly " $data"?: AuditEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditEntryRow_entry">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditEntryRow_entry",
  "selections": [
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditPerson",
      "kind": "LinkedField",
      "name": "subject",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};
})();

(node as any).hash = "328faf1a9a47149e7263ba813e24eb5c";

export default node;
