/**
 * @generated SignedSource<<eb88dc5f5d33b99087b2854854ac656e>>
 * @relayHash b22130d1e61215738dfa573ff69d90f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a6420ab8d0bb77eda1a56b555da7eea5bf1cb58f177a7f609b5d6301e1db836

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecordStudyTimeInput = {
  clientMutationId?: string | null | undefined;
  lessonPageId: string;
};
export type useStudyHeartbeatMutation$variables = {
  input: RecordStudyTimeInput;
};
export type useStudyHeartbeatMutation$data = {
  readonly recordStudyTime: {
    readonly lessonPage: {
      readonly " $fragmentSpreads": FragmentRefs<"LessonFigures_page">;
    };
  };
};
export type useStudyHeartbeatMutation = {
  response: useStudyHeartbeatMutation$data;
  variables: useStudyHeartbeatMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStudyHeartbeatMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecordStudyTimePayload",
        "kind": "LinkedField",
        "name": "recordStudyTime",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LessonPage",
            "kind": "LinkedField",
            "name": "lessonPage",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LessonFigures_page"
              }
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
    "name": "useStudyHeartbeatMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecordStudyTimePayload",
        "kind": "LinkedField",
        "name": "recordStudyTime",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LessonPage",
            "kind": "LinkedField",
            "name": "lessonPage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lessonsLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedLessons",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalLessons",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedLabs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LessonLab",
                "kind": "LinkedField",
                "name": "labs",
                "plural": true,
                "selections": [
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
                "name": "timeLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyTimeSummary",
                "kind": "LinkedField",
                "name": "studyTime",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeSpentText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeLeftText",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
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
    "id": "7a6420ab8d0bb77eda1a56b555da7eea5bf1cb58f177a7f609b5d6301e1db836",
    "metadata": {},
    "name": "useStudyHeartbeatMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4575b60f912877ddf7743168c0401113";

export default node;
