/**
 * @generated SignedSource<<6ae5b9f43444785f701890583a82e0d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type FlagReason = "ABUSE" | "OFF_TOPIC" | "OTHER" | "SPAM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ModerationQueueList_query$data = {
  readonly moderationQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly lastFlaggedAt: any;
        readonly notes: ReadonlyArray<string>;
        readonly openFlags: number;
        readonly post: {
          readonly __typename: "Discussion";
          readonly author: {
            readonly firstName: string;
            readonly lastName: string;
          };
          readonly content: string;
          readonly id: string;
          readonly isHidden: boolean;
          readonly title: string;
        } | {
          readonly __typename: "Reply";
          readonly author: {
            readonly firstName: string;
            readonly lastName: string;
          };
          readonly content: string;
          readonly discussion: {
            readonly id: string;
            readonly title: string;
          };
          readonly id: string;
          readonly isHidden: boolean;
        } | {
          // This will never be '%other', but we need some
          // value in case none of the concrete values match.
          readonly __typename: "%other";
        };
        readonly reasons: ReadonlyArray<{
          readonly count: number;
          readonly reason: FlagReason;
        }>;
      };
    }>;
  };
  readonly " $fragmentType": "ModerationQueueList_query";
};
export type ModerationQueueList_query$key = {
  readonly " $data"?: ModerationQueueList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationQueueList_query">;
};

import ModerationQueueListPaginationQuery_graphql from './ModerationQueueListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationQueue"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
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
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isHidden",
  "storageKey": null
},
v6 = {
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
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ModerationQueueListPaginationQuery_graphql
    }
  },
  "name": "ModerationQueueList_query",
  "selections": [
    {
      "alias": "moderationQueue",
      "args": null,
      "concreteType": "QueryModerationQueueConnection",
      "kind": "LinkedField",
      "name": "__ModerationQueueList_moderationQueue_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryModerationQueueConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FlaggedPost",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "openFlags",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastFlaggedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "notes",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "FlagReasonCount",
                  "kind": "LinkedField",
                  "name": "reasons",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "reason",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "count",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "post",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "kind": "InlineFragment",
                      "selections": [
                        (v2/*:: as any*/),
                        (v3/*:: as any*/),
                        (v4/*:: as any*/),
                        (v5/*:: as any*/),
                        (v6/*:: as any*/)
                      ],
                      "type": "Discussion",
                      "abstractKey": null
                    },
                    {
                      "kind": "InlineFragment",
                      "selections": [
                        (v2/*:: as any*/),
                        (v4/*:: as any*/),
                        (v5/*:: as any*/),
                        (v6/*:: as any*/),
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "Discussion",
                          "kind": "LinkedField",
                          "name": "discussion",
                          "plural": false,
                          "selections": [
                            (v2/*:: as any*/),
                            (v3/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "type": "Reply",
                      "abstractKey": null
                    }
                  ],
                  "storageKey": null
                },
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "11b64ac1be0e69ed1b3cdf410139e4b3";

export default node;
