/**
 * @generated SignedSource<<3fc35d2a782e868c8694bf32402c06a6>>
 * @relayHash 1d5ad650c1b87f88445b8435c7c6a575
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a284091bf517fe06ba62d93b9ad49a52a630d8ed6d90d86056220a35eac1ccbc

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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
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
                  },
                  (v2/*:: as any*/)
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a284091bf517fe06ba62d93b9ad49a52a630d8ed6d90d86056220a35eac1ccbc",
    "metadata": {},
    "name": "useStudyHeartbeatMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4575b60f912877ddf7743168c0401113";

export default node;
