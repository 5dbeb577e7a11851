/**
 * @generated SignedSource<<1bff016ef14ae0652c70522d5087200d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortalHeader_student$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentType": "PortalHeader_student";
};
export type PortalHeader_student$key = {
  readonly " $data"?: PortalHeader_student$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortalHeader_student">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortalHeader_student",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    }
  ],
  "type": "Student",
  "abstractKey": null
};

(node as any).hash = "f2915d0af30d3cfe0e27d8fc70398a54";

export default node;
