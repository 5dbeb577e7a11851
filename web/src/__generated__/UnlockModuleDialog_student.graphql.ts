/**
 * @generated SignedSource<<d0fa9e1ca9d55b926e8cf6f85fbe1968>>
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
  readonly unlockedModules: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
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
      "alias": null,
      "args": null,
      "concreteType": "TrackModule",
      "kind": "LinkedField",
      "name": "unlockedModules",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
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

(node as any).hash = "ebc687872242080525af12c5a26e72e9";

export default node;
