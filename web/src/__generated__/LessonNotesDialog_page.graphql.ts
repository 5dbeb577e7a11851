/**
 * @generated SignedSource<<b8676602c47e861caab44ce13c9f2dbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonNotesDialog_page$data = {
  readonly id: string;
  readonly myNote: {
    readonly content: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "LessonNotesDialog_page";
};
export type LessonNotesDialog_page$key = {
  readonly " $data"?: LessonNotesDialog_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonNotesDialog_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonNotesDialog_page",
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
      "concreteType": "LessonNote",
      "kind": "LinkedField",
      "name": "myNote",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "fce4c665368529b3f5301ebc4f1a10e6";

export default node;
