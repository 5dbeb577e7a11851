/**
 * @generated SignedSource<<204c21d43912b38acd2772697b1c26d2>>
 * @relayHash fce5c2e939e77165179738fd32baecd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80b8ac3f3679d83eaa4a0cf2203e5eadbcba0988bf9f4f17b0ab59b2052a07d4

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AskMentorInput = {
  lessonPageId: string;
  text: string;
};
export type useAskMentorMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AskMentorInput;
};
export type useAskMentorMutation$data = {
  readonly askMentor: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MentorQuestionItem_question">;
  };
};
export type useAskMentorMutation = {
  response: useAskMentorMutation$data;
  variables: useAskMentorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAskMentorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MentorQuestion",
        "kind": "LinkedField",
        "name": "askMentor",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MentorQuestionItem_question"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAskMentorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MentorQuestion",
        "kind": "LinkedField",
        "name": "askMentor",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "askMentor",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "LessonPageMentorQuestionsConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "80b8ac3f3679d83eaa4a0cf2203e5eadbcba0988bf9f4f17b0ab59b2052a07d4",
    "metadata": {},
    "name": "useAskMentorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f19bcd18a2d9fcd26748b1e81d241e43";

export default node;
