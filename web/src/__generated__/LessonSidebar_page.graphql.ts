/**
 * @generated SignedSource<<c579b0e6968d0958d2c013c15fc5663f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LessonSidebar_page$data = {
  readonly id: string;
  readonly notes: ReadonlyArray<string>;
  readonly simulatorUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LessonFigures_page" | "LessonQuickActions_page" | "UpNext_page">;
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
      "name": "id",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LessonQuickActions_page"
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};

(node as any).hash = "95536cab9dcb6b7259a7558f4a2f68bf";

export default node;
