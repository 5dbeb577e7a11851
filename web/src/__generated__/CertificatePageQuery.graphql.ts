/**
 * @generated SignedSource<<e73f324fd613c9b49c9d450a2647a7e5>>
 * @relayHash 22537f7f3dececc47423b9c395d9a3c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 756c949a4d588325f52544efe204c4d27017bc4d9b477741efddd02c3f58e6c0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CertificatePageQuery$variables = {
  code: string;
};
export type CertificatePageQuery$data = {
  readonly certificate: {
    readonly trackTitle: string;
    readonly " $fragmentSpreads": FragmentRefs<"CertificateDetails_certificate">;
  } | null | undefined;
};
export type CertificatePageQuery = {
  response: CertificatePageQuery$data;
  variables: CertificatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "code",
    "variableName": "code"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trackTitle",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CertificatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Certificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CertificateDetails_certificate"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CertificatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Certificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "756c949a4d588325f52544efe204c4d27017bc4d9b477741efddd02c3f58e6c0",
    "metadata": {},
    "name": "CertificatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bc3f383b2e245acd0865853ddf6a8a5b";

export default node;
