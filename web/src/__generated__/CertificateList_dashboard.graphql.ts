/**
 * @generated SignedSource<<3ff66f27c82a1ba76edbea7e793df23f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CertificateList_dashboard$data = {
  readonly certificates: ReadonlyArray<{
    readonly code: string;
    readonly issuedAt: any;
    readonly pdfPath: string;
    readonly trackTitle: string;
    readonly verifyPath: string;
  }>;
  readonly " $fragmentType": "CertificateList_dashboard";
};
export type CertificateList_dashboard$key = {
  readonly " $data"?: CertificateList_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateList_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateList_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Certificate",
      "kind": "LinkedField",
      "name": "certificates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trackTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verifyPath",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudentDashboard",
  "abstractKey": null
};

(node as any).hash = "8bb39fb9cbdef037b731f8653137b246";

export default node;
