/**
 * @generated SignedSource<<f58870494013b5d2ef4651e77979d062>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SignInForm_query$data = {
  readonly demoStudentHint: string | null | undefined;
  readonly " $fragmentType": "SignInForm_query";
};
export type SignInForm_query$key = {
  readonly " $data"?: SignInForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignInForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignInForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "demoStudentHint",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7778a6bd3e1bfca88debc32a3160e9e9";

export default node;
