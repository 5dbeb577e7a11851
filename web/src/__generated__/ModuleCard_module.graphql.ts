/**
 * @generated SignedSource<<55cd9bcb396f9e3ff3f8f8cb2ac8b514>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ModuleStatus = "AVAILABLE" | "LOCKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ModuleCard_module$data = {
  readonly color: string;
  readonly completed: boolean;
  readonly description: string;
  readonly duration: string;
  readonly lessons: number;
  readonly number: number;
  readonly path: string | null | undefined;
  readonly progress: number;
  readonly status: ModuleStatus;
  readonly title: string;
  readonly " $fragmentType": "ModuleCard_module";
};
export type ModuleCard_module$key = {
  readonly " $data"?: ModuleCard_module$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModuleCard_module">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModuleCard_module",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lessons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
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
      "name": "progress",
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
  "type": "TrackModule",
  "abstractKey": null
};

(node as any).hash = "7649c281de206b60c1309527b2636ebe";

export default node;
