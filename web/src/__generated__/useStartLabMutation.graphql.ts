/**
 * @generated SignedSource<<dbeea035064ddd2ce2fc62d9b01d03ec>>
 * @relayHash e58d2d345a8db69419761d271bf38333
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a742ccca863da9d91dbe420a06d89ac51dcdaf62ea7a3a3825874b25332dd0a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StartLabInput = {
  clientMutationId?: string | null | undefined;
  labId: string;
};
export type useStartLabMutation$variables = {
  input: StartLabInput;
};
export type useStartLabMutation$data = {
  readonly startLab: {
    readonly lab: {
      readonly " $fragmentSpreads": FragmentRefs<"LabExercise_lab">;
    };
  };
};
export type useStartLabMutation = {
  response: useStartLabMutation$data;
  variables: useStartLabMutation$variables;
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
    "name": "useStartLabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartLabPayload",
        "kind": "LinkedField",
        "name": "startLab",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LessonLab",
            "kind": "LinkedField",
            "name": "lab",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LabExercise_lab"
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
    "name": "useStartLabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartLabPayload",
        "kind": "LinkedField",
        "name": "startLab",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LessonLab",
            "kind": "LinkedField",
            "name": "lab",
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "durationMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "difficulty",
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
                "name": "task",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LabAttempt",
                "kind": "LinkedField",
                "name": "attempt",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completedAt",
                    "storageKey": null
                  }
                ],
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
    "id": "9a742ccca863da9d91dbe420a06d89ac51dcdaf62ea7a3a3825874b25332dd0a",
    "metadata": {},
    "name": "useStartLabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "730408e041167e39e4c4fbb277019b32";

export default node;
