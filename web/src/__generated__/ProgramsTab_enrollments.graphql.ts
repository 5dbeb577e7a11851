/**
 * @generated SignedSource<<1bfe25a9444f82227b26284ef30b74b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProgramsTab_enrollments$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_enrollment">;
  readonly " $fragmentType": "ProgramsTab_enrollments";
}>;
export type ProgramsTab_enrollments$key = ReadonlyArray<{
  readonly " $data"?: ProgramsTab_enrollments$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramsTab_enrollments">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProgramsTab_enrollments",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProgramCard_enrollment"
    }
  ],
  "type": "Enrollment",
  "abstractKey": null
};

(node as any).hash = "a74a3c606d659b5278413e46b683b57e";

export default node;
