/**
 * @generated SignedSource<<78a4c643f238be2a71e1b057891be31d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UnlockModuleDialog_student$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentSpreads": FragmentRefs<"useUnlockModuleMutation_student">;
  readonly " $fragmentType": "UnlockModuleDialog_student";
};
export type UnlockModuleDialog_student$key = {
  readonly " $data"?: UnlockModuleDialog_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnlockModuleDialog_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnlockModuleDialog_student",
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
      "name": "useUnlockModuleMutation_student"
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "8511c58d1f575a2a306be5603e6cc434";

export default node;
