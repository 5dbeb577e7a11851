/**
 * @generated SignedSource<<691de240cf1f3fbb63eb487379549101>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonResources_page$data = {
  readonly labs: ReadonlyArray<{
    readonly labId: string;
    readonly " $fragmentSpreads": FragmentRefs<"LabExercise_lab">;
  }>;
  readonly readings: ReadonlyArray<{
    readonly author: string;
    readonly chapters: string;
    readonly description: string;
    readonly isbn: string;
    readonly readingId: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "LessonResources_page";
};
export type LessonResources_page$key = {
  readonly " $data"?: LessonResources_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonResources_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonResources_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonLab",
      "kind": "LinkedField",
      "name": "labs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "labId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LabExercise_lab"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonReading",
      "kind": "LinkedField",
      "name": "readings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readingId",
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
          "name": "author",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isbn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chapters",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "0d70b4a122d0dfe9f769b28a59e2c4ac";

export default node;
