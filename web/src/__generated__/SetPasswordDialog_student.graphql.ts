/**
 * @generated SignedSource<<f17995d5417d22ff0369e54aa7305e77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SetPasswordDialog_student$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentSpreads": FragmentRefs<"useSetStudentPasswordMutation_student">;
  readonly " $fragmentType": "SetPasswordDialog_student";
};
export type SetPasswordDialog_student$key = {
  readonly " $data"?: SetPasswordDialog_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetPasswordDialog_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetPasswordDialog_student",
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
      "name": "useSetStudentPasswordMutation_student"
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "7c54de9b12dac0e90af3cc1243c88039";

export default node;
