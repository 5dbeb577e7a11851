/**
 * @generated SignedSource<<3474afd72f4ee8729d5c2f96012a695b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentStatusToggle_student$data = {
  readonly isActive: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"useSetStudentActiveMutation_student">;
  readonly " $fragmentType": "StudentStatusToggle_student";
};
export type StudentStatusToggle_student$key = {
  readonly " $data"?: StudentStatusToggle_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentStatusToggle_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentStatusToggle_student",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useSetStudentActiveMutation_student"
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "e292f120d1fe721eff8c4ec1dde9b4b9";

export default node;
