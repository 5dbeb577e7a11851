/**
 * @generated SignedSource<<883874c378b60bb5a6fdbc520bb29a83>>
 * @relayHash ecfa8ab5c7122048417903953ddc9551
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 215b6ed3cd14ee833102482995e42202fc7fce16e09a401ede7d46473ea7e164

import type { ConcreteRequest } from 'relay-runtime';
export type FlagReview = "HIDE" | "KEEP" | "%future added value";
export type ReviewFlagsInput = {
  clientMutationId?: string | null | undefined;
  decision: FlagReview;
  postId: string;
  reason: string;
};
export type ModerationQueueListReviewMutation$variables = {
  input: ReviewFlagsInput;
};
export type ModerationQueueListReviewMutation$data = {
  readonly reviewFlags: {
    readonly post: {
      readonly content?: string;
      readonly hiddenReason?: string | null | undefined;
      readonly id?: string;
      readonly isHidden?: boolean;
      readonly title?: string;
    };
  };
};
export type ModerationQueueListReviewMutation = {
  response: ModerationQueueListReviewMutation$data;
  variables: ModerationQueueListReviewMutation$variables;
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
  "name": "content",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isHidden",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenReason",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "type": "Discussion",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "type": "Reply",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerationQueueListReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewFlagsPayload",
        "kind": "LinkedField",
        "name": "reviewFlags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "ModerationQueueListReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewFlagsPayload",
        "kind": "LinkedField",
        "name": "reviewFlags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "post",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "215b6ed3cd14ee833102482995e42202fc7fce16e09a401ede7d46473ea7e164",
    "metadata": {},
    "name": "ModerationQueueListReviewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5519e237e6d83fe667849b03674a3fb7";

export default node;
