/**
 * @generated SignedSource<<8a8894eb632b5abc84be55df9c6a3c5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonSidebar_page$data = {
  readonly notes: ReadonlyArray<string>;
  readonly quickActions: ReadonlyArray<string>;
  readonly simulatorUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LessonFigures_page" | "UpNext_page">;
  readonly " $fragmentType": "LessonSidebar_page";
};
export type LessonSidebar_page$key = {
  readonly " $data"?: LessonSidebar_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonSidebar_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonSidebar_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quickActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "simulatorUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LessonFigures_page"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpNext_page"
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "f07591902aff1ed5a476fa07066e7164";

export default node;
