/**
 * @generated SignedSource<<fb3e3fe191a1d8851d2b81427e0a7dbe>>
 * @relayHash bf3ed29f2841990ec9653ced25efed11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5dbdea281f85ca1a35cd073edcb26536badbaa1b1e1c4d386b885a4c25bef7d

import type { ConcreteRequest } from 'relay-runtime';
export type useStudentLogoutMutation$variables = Record<PropertyKey, never>;
export type useStudentLogoutMutation$data = {
  readonly studentLogout: boolean;
};
export type useStudentLogoutMutation = {
  response: useStudentLogoutMutation$data;
  variables: useStudentLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "studentLogout",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStudentLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStudentLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e5dbdea281f85ca1a35cd073edcb26536badbaa1b1e1c4d386b885a4c25bef7d",
    "metadata": {},
    "name": "useStudentLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ffb35f2ad1cfff42e9b133e74110913c";

export default node;
