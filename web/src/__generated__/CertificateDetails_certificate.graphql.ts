/**
 * @generated SignedSource<<946f6add1fea7b2ba547d7a55c6483f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CertificateDetails_certificate$data = {
  readonly code: string;
  readonly issuedAt: any;
  readonly pdfPath: string;
  readonly recipientName: string;
  readonly trackTitle: string;
  readonly " $fragmentType": "CertificateDetails_certificate";
};
export type CertificateDetails_certificate$key = {
  readonly " $data"?: CertificateDetails_certificate$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateDetails_certificate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateDetails_certificate",
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
      "name": "recipientName",
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
      "name": "pdfPath",
      "storageKey": null
    }
  ],
  "type": "Certificate",
  "abstractKey": null
};

(node as any).hash = "f3c660c248ee06b75fa55581f50fe30b";

export default node;
