/**
 * @generated SignedSource<<b742f3b8c7f075666142333fef939212>>
 * @relayHash 1d81b3c066d3fc9c64e349b98e6aa5c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18cdbc079037f0db84d4d889cdfcaad80e9c2cfe7ef54aad8d346ba046234952

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SaveLessonNoteInput = {
  clientMutationId?: string | null | undefined;
  content: string;
  lessonNumber: number;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LessonOutlineItem",
                "kind": "LinkedField",
                "name": "outline",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LessonNote",
                "kind": "LinkedField",
                "name": "myNotes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lessonNumber",
                    "storageKey": null
                  },
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
    "id": "18cdbc079037f0db84d4d889cdfcaad80e9c2cfe7ef54aad8d346ba046234952",
    "metadata": {},
    "name": "useSaveLessonNoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "42b885c13f68281c680421da55cf4d91";

export default node;
