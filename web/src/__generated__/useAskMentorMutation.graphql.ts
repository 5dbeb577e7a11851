/**
 * @generated SignedSource<<229378b3b60581be1b5549c779e26649>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "fce5c2e939e77165179738fd32baecd5",
    "id": null,
    "metadata": {},
    "name": "useAskMentorMutation",
    "operationKind": "mutation",
    "text": "mutation useAskMentorMutation(\n  $input: AskMentorInput!\n) {\n  askMentor(input: $input) {\n    id\n    ...MentorQuestionItem_question\n  }\n}\n\nfragment MentorQuestionItem_question on MentorQuestion {\n  text\n  status\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "f19bcd18a2d9fcd26748b1e81d241e43";

export default node;
