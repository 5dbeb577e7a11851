/**
 * @generated SignedSource<<7bf5facef01801c776ab45f8fcacbc3e>>
 * @relayHash 1e783ed75c3598812591a4239476d7ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd281e001b35fc14633d26a9a23a3e9bf9bf0f69a038ad48fbf47d238d748f44

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddLessonCommentInput = {
  content: string;
  lessonPageId: string;
};
export type useAddLessonCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddLessonCommentInput;
};
export type useAddLessonCommentMutation$data = {
  readonly addLessonComment: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
  };
};
export type useAddLessonCommentMutation = {
  response: useAddLessonCommentMutation$data;
  variables: useAddLessonCommentMutation$variables;
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
    "name": "useAddLessonCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LessonComment",
        "kind": "LinkedField",
        "name": "addLessonComment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommentItem_comment"
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
    "name": "useAddLessonCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LessonComment",
        "kind": "LinkedField",
        "name": "addLessonComment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "authorName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likes",
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
        "name": "addLessonComment",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "LessonPageCommentsConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "bd281e001b35fc14633d26a9a23a3e9bf9bf0f69a038ad48fbf47d238d748f44",
    "metadata": {},
    "name": "useAddLessonCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4ced05ac1b97b62dd90d1d7fd0d37fb2";

export default node;
