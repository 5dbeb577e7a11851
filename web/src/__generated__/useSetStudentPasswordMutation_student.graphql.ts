/**
 * @generated SignedSource<<60e33934a28f895de9f70fafcd86546c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSetStudentPasswordMutation_student$data = {
  readonly id: string;
  readonly " $fragmentType": "useSetStudentPasswordMutation_student";
};
export type useSetStudentPasswordMutation_student$key = {
  readonly " $data"?: useSetStudentPasswordMutation_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSetStudentPasswordMutation_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSetStudentPasswordMutation_student",
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

(node as any).hash = "3946e61f3fcff829d3e493f70e9ddc33";

export default node;
