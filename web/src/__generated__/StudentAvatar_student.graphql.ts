/**
 * @generated SignedSource<<39eae7a67b699584cff93f50c80a5ccb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudentAvatar_student$data = {
  readonly firstName: string;
  readonly id: string;
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
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "9b46105ff613d64860741e074eaeed6b";

export default node;
