/**
 * @generated SignedSource<<bcf0d9d99d1d2a522017ea8d7f444c38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useUnlockModuleMutation_student$data = {
  readonly id: string;
  readonly " $fragmentType": "useUnlockModuleMutation_student";
};
export type useUnlockModuleMutation_student$key = {
  readonly " $data"?: useUnlockModuleMutation_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUnlockModuleMutation_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useUnlockModuleMutation_student",
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

(node as any).hash = "07c45e368e5b700ccc5c43ae433e01ae";

export default node;
