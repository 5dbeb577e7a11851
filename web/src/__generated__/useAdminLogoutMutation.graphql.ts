/**
 * @generated SignedSource<<beeae9c1fa550235ae2c14c3ae9539ad>>
 * @relayHash 6a211eb283ff72ac7b329cbf79e7e04c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c5754374ee2c0dfa641d332a54f9f59d0d14401b6bd29a158bd5d2365b08a8c

import type { ConcreteRequest } from 'relay-runtime';
export type useAdminLogoutMutation$variables = Record<PropertyKey, never>;
export type useAdminLogoutMutation$data = {
  readonly adminLogout: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type useAdminLogoutMutation = {
  response: useAdminLogoutMutation$data;
  variables: useAdminLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "AdminLogoutPayload",
    "kind": "LinkedField",
    "name": "adminLogout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
        "storageKey": null
      }
    ],
    "storageKey": "adminLogout(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAdminLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9c5754374ee2c0dfa641d332a54f9f59d0d14401b6bd29a158bd5d2365b08a8c",
    "metadata": {},
    "name": "useAdminLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02f72a1e252818175a9b7448a1c74d5f";

export default node;
