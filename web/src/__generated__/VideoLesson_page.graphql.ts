/**
 * @generated SignedSource<<80f57e80c03a7de37034357cb0bca155>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VideoLesson_page$data = {
  readonly videos: ReadonlyArray<{
    readonly durationMinutes: number;
    readonly embedUrl: string;
    readonly instructor: string;
    readonly label: string;
    readonly title: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AboutLesson_page">;
  readonly " $fragmentType": "VideoLesson_page";
};
export type VideoLesson_page$key = {
  readonly " $data"?: VideoLesson_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoLesson_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoLesson_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonVideo",
      "kind": "LinkedField",
      "name": "videos",
      "plural": true,
      "selections": [
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
          "name": "durationMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "instructor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AboutLesson_page"
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "446b625d3f326231d49aac87c5f9fc33";

export default node;
