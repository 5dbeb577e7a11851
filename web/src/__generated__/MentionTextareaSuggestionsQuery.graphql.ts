/**
 * @generated SignedSource<<ed7f9fcb8f244f20a314f576dc065871>>
 * @relayHash db480cf8cd1156fc0c4e9072003888bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed9fca8eb1ecfb9824bbd04558514c94227c142589ae4dc4e13ec421c347fc82

import type { ConcreteRequest } from 'relay-runtime';
export type MentionTextareaSuggestionsQuery$variables = {
  search: string;
};
export type MentionTextareaSuggestionsQuery$data = {
  readonly memberSuggestions: ReadonlyArray<{
    readonly databaseId: string;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly profileImageUrl: string | null | undefined;
  }>;
};
export type MentionTextareaSuggestionsQuery = {
  response: MentionTextareaSuggestionsQuery$data;
  variables: MentionTextareaSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "memberSuggestions",
    "plural": true,
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
        "name": "databaseId",
        "storageKey": null
      },
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profileImageUrl",
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
    "name": "MentionTextareaSuggestionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MentionTextareaSuggestionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ed9fca8eb1ecfb9824bbd04558514c94227c142589ae4dc4e13ec421c347fc82",
    "metadata": {},
    "name": "MentionTextareaSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "219fa4d7678d5d8bb520841de5e85e1f";

export default node;
