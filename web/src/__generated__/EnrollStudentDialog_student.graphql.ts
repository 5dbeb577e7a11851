/**
 * @generated SignedSource<<f77ca18d4bbf24d53fe57609c2668edd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnrollStudentDialog_student$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentSpreads": FragmentRefs<"useEnrollStudentMutation_student">;
  readonly " $fragmentType": "EnrollStudentDialog_student";
};
export type EnrollStudentDialog_student$key = {
  readonly " $data"?: EnrollStudentDialog_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnrollStudentDialog_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnrollStudentDialog_student",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEnrollStudentMutation_student"
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "c0e40063c67714b0d6b38a98d09f37cf";

export default node;
