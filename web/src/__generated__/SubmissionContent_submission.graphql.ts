/**
 * @generated SignedSource<<a22fb77c692f1bdf7af6c7e42f65f9f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SubmissionContent_submission$data = {
  readonly body: string;
  readonly links: ReadonlyArray<string>;
  readonly " $fragmentType": "SubmissionContent_submission";
};
export type SubmissionContent_submission$key = {
  readonly " $data"?: SubmissionContent_submission$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionContent_submission">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmissionContent_submission",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "links",
      "storageKey": null
    }
  ],
  "type": "AssignmentSubmission",
  "abstractKey": null
};

(node as any).hash = "e99579914358a8ad524be3ca7f7c0199";

export default node;
