/**
 * @generated SignedSource<<b058bea5e33715982a25d8d77b20d3ea>>
 * @relayHash c01c9a535a1c3382c539f2733298903f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16df2d2626836587c6f543a9d58ed09495c4d6cc9ce9e8c5b049f20d98dd665a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AcceptAnswerInput = {
  clientMutationId?: string | null | undefined;
  replyId: string;
};
export type useAcceptedAnswerAcceptMutation$variables = {
  input: AcceptAnswerInput;
};
export type useAcceptedAnswerAcceptMutation$data = {
  readonly acceptAnswer: {
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
export type useAcceptedAnswerAcceptMutation = {
  response: useAcceptedAnswerAcceptMutation$data;
  variables: useAcceptedAnswerAcceptMutation$variables;
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
    "name": "useAcceptedAnswerAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptAnswerPayload",
        "kind": "LinkedField",
        "name": "acceptAnswer",
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
    "name": "useAcceptedAnswerAcceptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptAnswerPayload",
        "kind": "LinkedField",
        "name": "acceptAnswer",
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
    "id": "16df2d2626836587c6f543a9d58ed09495c4d6cc9ce9e8c5b049f20d98dd665a",
    "metadata": {},
    "name": "useAcceptedAnswerAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac44dfc2ed46453e06e78ec898c66698";

export default node;
