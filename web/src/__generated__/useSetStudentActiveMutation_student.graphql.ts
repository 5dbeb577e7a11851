/**
 * @generated SignedSource<<025a55d34fe261ecd1cf3ba40cfe35b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSetStudentActiveMutation_student$data = {
  readonly id: string;
  readonly isActive: boolean;
  readonly " $fragmentType": "useSetStudentActiveMutation_student";
};
export type useSetStudentActiveMutation_student$key = {
  readonly " $data"?: useSetStudentActiveMutation_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSetStudentActiveMutation_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSetStudentActiveMutation_student",
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
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "6f0dc85accebc9804bad9d4637ade914";

export default node;
