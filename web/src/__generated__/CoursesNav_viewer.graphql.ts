/**
 * @generated SignedSource<<6cb85762e15ae5a6f0e04382d008208a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ViewerRole = "ADMIN" | "COMMUNITY" | "STUDENT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CoursesNav_viewer$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly role: ViewerRole;
  readonly " $fragmentType": "CoursesNav_viewer";
};
export type CoursesNav_viewer$key = {
  readonly " $data"?: CoursesNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoursesNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoursesNav_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "bdfec958620d1f87f9fa688a6079bf19";

export default node;
