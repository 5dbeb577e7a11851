/**
 * @generated SignedSource<<7dc6e55af6325517abc47dbbd1d45467>>
 * @relayHash 123bd5a71d81b9248c704c14356443c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b244783464dc4570316c4a7026b0fb12bfd1056092901aaeb6ceb47f84e0561d

import type { ConcreteRequest } from 'relay-runtime';
export type useAdminLogoutMutation$variables = Record<PropertyKey, never>;
export type useAdminLogoutMutation$data = {
  readonly adminLogout: boolean;
};
export type useAdminLogoutMutation = {
  response: useAdminLogoutMutation$data;
  variables: useAdminLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "adminLogout",
    "storageKey": null
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
    "id": "b244783464dc4570316c4a7026b0fb12bfd1056092901aaeb6ceb47f84e0561d",
    "metadata": {},
    "name": "useAdminLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e46c498531d0fc6d0a34257de700b4f6";

export default node;
