/**
 * @generated SignedSource<<22ccff6556068cb41e6183fbf7b9082e>>
 * @relayHash 3540722e378e60effd8f05406cdf15d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02fbe4a5f1780a7e420c6402c2a66779785f822fc673ab3b06299482c09572c7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UnacceptAnswerInput = {
  clientMutationId?: string | null | undefined;
  discussionId: string;
};
export type useAcceptedAnswerUnacceptMutation$variables = {
  input: UnacceptAnswerInput;
};
export type useAcceptedAnswerUnacceptMutation$data = {
  readonly unacceptAnswer: {
    readonly discussion: {
      readonly id: string;
      readonly isAnswered: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"AcceptedAnswer_discussion">;
    };
    readonly replies: ReadonlyArray<{
      readonly id: string;
      readonly isAcceptedAnswer: boolean;
    }>;
  };
};
export type useAcceptedAnswerUnacceptMutation = {
  response: useAcceptedAnswerUnacceptMutation$data;
  variables: useAcceptedAnswerUnacceptMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAnswered",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Reply",
  "kind": "LinkedField",
  "name": "replies",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAcceptedAnswer",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAcceptedAnswerUnacceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnacceptAnswerPayload",
        "kind": "LinkedField",
        "name": "unacceptAnswer",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AcceptedAnswer_discussion"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptedAnswerUnacceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnacceptAnswerPayload",
        "kind": "LinkedField",
        "name": "unacceptAnswer",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reply",
                "kind": "LinkedField",
                "name": "acceptedAnswer",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
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
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "02fbe4a5f1780a7e420c6402c2a66779785f822fc673ab3b06299482c09572c7",
    "metadata": {},
    "name": "useAcceptedAnswerUnacceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a5ee82070ca04a76ce665a70791ca9d";

export default node;
