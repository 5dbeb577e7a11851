/**
 * @generated SignedSource<<1d8e439412fa5db03f087b470102b169>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AboutLesson_page$data = {
  readonly aboutFacts: ReadonlyArray<string>;
  readonly aboutObjectives: ReadonlyArray<string>;
  readonly " $fragmentType": "AboutLesson_page";
};
export type AboutLesson_page$key = {
  readonly " $data"?: AboutLesson_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"AboutLesson_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AboutLesson_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aboutFacts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aboutObjectives",
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "bcb6306c7822ef572a80f90c638b2795";

export default node;
