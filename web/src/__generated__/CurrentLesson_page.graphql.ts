/**
 * @generated SignedSource<<d1ad789c6dc9857a78af1755f203c4ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CurrentLesson_page$data = {
  readonly id: string;
  readonly outline: ReadonlyArray<{
    readonly completed: boolean;
    readonly number: number;
    readonly title: string;
  }>;
  readonly totalLessons: number;
  readonly " $fragmentType": "CurrentLesson_page";
};
export type CurrentLesson_page$key = {
  readonly " $data"?: CurrentLesson_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"CurrentLesson_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CurrentLesson_page",
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
      "name": "totalLessons",
      "storageKey": null
    },
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

(node as any).hash = "63977591f419a040b502187067262b12";

export default node;
