/**
 * @generated SignedSource<<2ffcdc84b9c27fcb0d43d7b889bdfa17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "bf3ed29f2841990ec9653ced25efed11",
    "id": null,
    "metadata": {},
    "name": "useStudentLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation useStudentLogoutMutation {\n  studentLogout\n}\n"
  }
};
})();

(node as any).hash = "ffb35f2ad1cfff42e9b133e74110913c";

export default node;
