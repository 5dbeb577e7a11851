/**
 * @generated SignedSource<<7fed552237151257561e3a2e39854668>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonHeader_page$data = {
  readonly backPath: string;
  readonly communityPath: string;
  readonly level: string;
  readonly progress: number;
  readonly title: string;
  readonly " $fragmentType": "LessonHeader_page";
};
export type LessonHeader_page$key = {
  readonly " $data"?: LessonHeader_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonHeader_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonHeader_page",
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
      "name": "backPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "communityPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "4bc7f1d283ae59fdf362f567a01badd4";

export default node;
