/**
 * @generated SignedSource<<52016154dff691cfd3a6b3b3b913143c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentRow_student$data = {
  readonly createdAt: any;
  readonly databaseId: string;
  readonly email: string;
  readonly enrollments: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"EnrollmentProgress_enrollment">;
  }>;
  readonly firstName: string;
  readonly id: string;
  readonly isActive: boolean;
  readonly lastName: string;
  readonly " $fragmentSpreads": FragmentRefs<"StudentAvatar_student">;
  readonly " $fragmentType": "StudentRow_student";
};
export type StudentRow_student$key = {
  readonly " $data"?: StudentRow_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentRow_student">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentRow_student",
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
      "name": "isActive",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudentAvatar_student"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "EnrollmentProgress_enrollment"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};
})();

(node as any).hash = "c69313fc17d1e0fbdde3faed9672692a";

export default node;
