/**
 * @generated SignedSource<<8529993f7d846759ddb78c6c06aed622>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonQuickActions_page$data = {
  readonly quickActions: ReadonlyArray<string>;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"LessonNotesDialog_page">;
  readonly " $fragmentType": "LessonQuickActions_page";
};
export type LessonQuickActions_page$key = {
  readonly " $data"?: LessonQuickActions_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonQuickActions_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonQuickActions_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quickActions",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LessonNotesDialog_page"
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "575b363ed63abd5c2f9ee579550b7c19";

export default node;
