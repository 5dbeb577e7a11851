/**
 * @generated SignedSource<<4a8f53760b99d8a5a972b8aceb991c3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentAvatar_student$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly profileImageUrl: string | null | undefined;
  readonly " $fragmentType": "StudentAvatar_student";
};
export type StudentAvatar_student$key = {
  readonly " $data"?: StudentAvatar_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentAvatar_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentAvatar_student",
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
      "kind": "ScalarField",
      "name": "profileImageUrl",
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "8d71c813c1907fffa894a330c64398ea";

export default node;
