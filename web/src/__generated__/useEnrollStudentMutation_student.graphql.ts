/**
 * @generated SignedSource<<418daa0cc9c5fedc3a6fa743daced2e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useEnrollStudentMutation_student$data = {
  readonly id: string;
  readonly " $fragmentType": "useEnrollStudentMutation_student";
};
export type useEnrollStudentMutation_student$key = {
  readonly " $data"?: useEnrollStudentMutation_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"useEnrollStudentMutation_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useEnrollStudentMutation_student",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "ee89f99d7fc647ca61da00b4098dab2a";

export default node;
