/**
 * @generated SignedSource<<06145cf2f959b482b45461eebf45cb6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "GRADED" | "PENDING" | "RETURNED" | "SUBMITTED" | "UPCOMING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentCard_assignment$data = {
  readonly course: string;
  readonly description: string;
  readonly dueAt: any;
  readonly isOverdue: boolean;
  readonly module: {
    readonly title: string;
  };
  readonly mySubmission: {
    readonly late: boolean;
    readonly score: number | null | undefined;
  } | null | undefined;
  readonly slug: string;
  readonly status: AssignmentStatus;
  readonly title: string;
  readonly " $fragmentType": "AssignmentCard_assignment";
};
export type AssignmentCard_assignment$key = {
  readonly " $data"?: AssignmentCard_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignmentCard_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignmentCard_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "course",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
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
      "name": "isOverdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackModule",
      "kind": "LinkedField",
      "name": "module",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssignmentSubmission",
      "kind": "LinkedField",
      "name": "mySubmission",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "late",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "score",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "31ef5ed4363b3f51edd13fb4ee1d5cb3";

export default node;
