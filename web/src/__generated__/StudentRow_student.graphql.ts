/**
 * @generated SignedSource<<7303f23b5923eda411a6b9211e5cd1b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentRow_student$data = {
  readonly createdAt: any;
  readonly email: string;
  readonly enrollments: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"EnrollmentProgress_enrollment">;
  }>;
  readonly firstName: string;
  readonly isActive: boolean;
  readonly lastName: string;
  readonly " $fragmentSpreads": FragmentRefs<"EnrollStudentDialog_student" | "SetPasswordDialog_student" | "StudentAvatar_student" | "StudentStatusToggle_student" | "UnlockModuleDialog_student">;
  readonly " $fragmentType": "StudentRow_student";
};
export type StudentRow_student$key = {
  readonly " $data"?: StudentRow_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentRow_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentRow_student",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudentStatusToggle_student"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SetPasswordDialog_student"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EnrollStudentDialog_student"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnlockModuleDialog_student"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Enrollment",
      "kind": "LinkedField",
      "name": "enrollments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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

(node as any).hash = "cc6972f957f32f10feeaef8d232864a6";

export default node;
