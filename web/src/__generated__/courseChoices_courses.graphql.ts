/**
 * @generated SignedSource<<42be51d716f61ce269c88bba9a9a73ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type courseChoices_courses$data = ReadonlyArray<{
  readonly id: string;
  readonly isActive: boolean;
  readonly title: string;
  readonly " $fragmentType": "courseChoices_courses";
}>;
export type courseChoices_courses$key = ReadonlyArray<{
  readonly " $data"?: courseChoices_courses$data;
  readonly " $fragmentSpreads": FragmentRefs<"courseChoices_courses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "courseChoices_courses",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "e1c38c7b5f01f567959b2c2960aa6175";

export default node;
