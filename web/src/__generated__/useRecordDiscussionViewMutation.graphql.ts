/**
 * @generated SignedSource<<440f9092bc91ef8f13d3bb181f53908a>>
 * @relayHash 6180578a029e54c9a80c62001ce29b90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12242a78eda9a9f80e84980ef4077ba1171bc3559efa70eefcd0564a8e1741eb

import type { ConcreteRequest } from 'relay-runtime';
export type RecordDiscussionViewInput = {
  clientMutationId?: string | null | undefined;
  discussionId: string;
};
export type useRecordDiscussionViewMutation$variables = {
  input: RecordDiscussionViewInput;
};
export type useRecordDiscussionViewMutation$data = {
  readonly recordDiscussionView: {
    readonly discussion: {
      readonly id: string;
      readonly viewsCount: number;
    };
  };
};
export type useRecordDiscussionViewMutation = {
  response: useRecordDiscussionViewMutation$data;
  variables: useRecordDiscussionViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RecordDiscussionViewPayload",
    "kind": "LinkedField",
    "name": "recordDiscussionView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Discussion",
        "kind": "LinkedField",
        "name": "discussion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewsCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordDiscussionViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordDiscussionViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "12242a78eda9a9f80e84980ef4077ba1171bc3559efa70eefcd0564a8e1741eb",
    "metadata": {},
    "name": "useRecordDiscussionViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "06d1d6a350eee3fa0a8ef9cd6b914c23";

export default node;
