/**
 * @generated SignedSource<<b9786fa1f6def45626153047cb722290>>
 * @relayHash 7977939ef57f5b2701d6259fbbc5a6e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36d2825fac8ad8d6eb2ee71a3b93537e129850616276f6a6d58053fe7f40b76a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SaveLessonNoteInput = {
  clientMutationId?: string | null | undefined;
  content: string;
  lessonPageId: string;
};
export type useSaveLessonNoteMutation$variables = {
  input: SaveLessonNoteInput;
};
export type useSaveLessonNoteMutation$data = {
  readonly saveLessonNote: {
    readonly lessonPage: {
      readonly " $fragmentSpreads": FragmentRefs<"LessonNotesDialog_page">;
    };
  };
};
export type useSaveLessonNoteMutation = {
  response: useSaveLessonNoteMutation$data;
  variables: useSaveLessonNoteMutation$variables;
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
    "name": "useSaveLessonNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveLessonNotePayload",
        "kind": "LinkedField",
        "name": "saveLessonNote",
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
                "name": "LessonNotesDialog_page"
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
    "name": "useSaveLessonNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveLessonNotePayload",
        "kind": "LinkedField",
        "name": "saveLessonNote",
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
                "concreteType": "LessonNote",
                "kind": "LinkedField",
                "name": "myNote",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
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
    "id": "36d2825fac8ad8d6eb2ee71a3b93537e129850616276f6a6d58053fe7f40b76a",
    "metadata": {},
    "name": "useSaveLessonNoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "42b885c13f68281c680421da55cf4d91";

export default node;
