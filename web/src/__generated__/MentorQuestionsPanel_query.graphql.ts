/**
 * @generated SignedSource<<8c2dde752b260894a1afe0793e76ca5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MentorQuestionsPanel_query$data = {
  readonly mentorQuestionQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"MentorQuestionRow_question">;
      };
    }>;
  };
  readonly pendingMentorQuestionsCount: number;
  readonly " $fragmentType": "MentorQuestionsPanel_query";
};
export type MentorQuestionsPanel_query$key = {
  readonly " $data"?: MentorQuestionsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MentorQuestionsPanel_query">;
};

import MentorQuestionsPanelPaginationQuery_graphql from './MentorQuestionsPanelPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "mentorQuestionQueue"
];
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
      "operation": MentorQuestionsPanelPaginationQuery_graphql
    }
  },
  "name": "MentorQuestionsPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingMentorQuestionsCount",
      "storageKey": null
    },
    {
      "alias": "mentorQuestionQueue",
      "args": null,
      "concreteType": "MentorQuestionQueueConnection",
      "kind": "LinkedField",
      "name": "__MentorQuestionsPanel_mentorQuestionQueue_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MentorQuestionQueueEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MentorQuestion",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MentorQuestionRow_question"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
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

(node as any).hash = "e613c4a7a1e78845e790af50ad0e3916";

export default node;
