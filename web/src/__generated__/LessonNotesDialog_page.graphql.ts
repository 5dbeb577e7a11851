/**
 * @generated SignedSource<<65f45d6cf7b449d0e604b8755eddbaff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonNotesDialog_page$data = {
  readonly id: string;
  readonly myNotes: ReadonlyArray<{
    readonly content: string;
    readonly lessonNumber: number;
  }>;
  readonly outline: ReadonlyArray<{
    readonly number: number;
    readonly title: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "LessonNotesDialog_page";
};
export type LessonNotesDialog_page$key = {
  readonly " $data"?: LessonNotesDialog_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonNotesDialog_page">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonNote",
      "kind": "LinkedField",
      "name": "myNotes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lessonNumber",
          "storageKey": null
        },
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
})();

(node as any).hash = "ac24f00f60579be48d008941d6ad916a";

export default node;
