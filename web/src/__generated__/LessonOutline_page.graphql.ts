/**
 * @generated SignedSource<<c5dcbe566a0f908142d5adb63bbd9e7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonOutline_page$data = {
  readonly outline: ReadonlyArray<{
    readonly completed: boolean;
    readonly number: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "LessonOutline_page";
};
export type LessonOutline_page$key = {
  readonly " $data"?: LessonOutline_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonOutline_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonOutline_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonOutlineItem",
      "kind": "LinkedField",
      "name": "outline",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
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
          "name": "completed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "5e78d22cc33ea380c8b6d15c51da7f8d";

export default node;
