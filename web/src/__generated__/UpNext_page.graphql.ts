/**
 * @generated SignedSource<<16df33cc4145be91c247699d74010318>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ModuleStatus = "AVAILABLE" | "LOCKED" | "%future added value";
export type UpNextState = "BLOCKED" | "CONTINUE" | "PLAIN" | "UNLOCK_NOTE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UpNext_page$data = {
  readonly nextModule: {
    readonly lockRequirement: string | null | undefined;
    readonly path: string | null | undefined;
    readonly status: ModuleStatus;
    readonly title: string;
  } | null | undefined;
  readonly outline: ReadonlyArray<{
    readonly completed: boolean;
    readonly number: number;
    readonly title: string;
  }>;
  readonly upNextAction: string | null | undefined;
  readonly upNextState: UpNextState | null | undefined;
  readonly upNextTitle: string | null | undefined;
  readonly " $fragmentType": "UpNext_page";
};
export type UpNext_page$key = {
  readonly " $data"?: UpNext_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpNext_page">;
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
  "name": "UpNext_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upNextTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upNextState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upNextAction",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackModule",
      "kind": "LinkedField",
      "name": "nextModule",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lockRequirement",
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

(node as any).hash = "023c88979179f26138e13308d8e022d3";

export default node;
