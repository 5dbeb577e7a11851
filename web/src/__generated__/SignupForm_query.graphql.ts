/**
 * @generated SignedSource<<ae89f02e5a05462315ae4ace7f4b1e97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SignupForm_query$data = {
  readonly courses: ReadonlyArray<{
    readonly databaseId: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "SignupForm_query";
};
export type SignupForm_query$key = {
  readonly " $data"?: SignupForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignupForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignupForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "courses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "35d51ca3787e67c68ef271c50d77f35a";

export default node;
