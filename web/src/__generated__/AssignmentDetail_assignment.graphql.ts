/**
 * @generated SignedSource<<f91836b0c623a541b4cc972825355421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "GRADED" | "PENDING" | "RETURNED" | "SUBMITTED" | "UPCOMING" | "%future added value";
export type SubmissionStatus = "GRADED" | "RETURNED" | "SUBMITTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentDetail_assignment$data = {
  readonly course: string;
  readonly description: string;
  readonly dueAt: any;
  readonly id: string;
  readonly isOverdue: boolean;
  readonly module: {
    readonly title: string;
  };
  readonly mySubmission: {
    readonly attempts: number;
    readonly body: string;
    readonly feedback: string;
    readonly late: boolean;
    readonly links: ReadonlyArray<string>;
    readonly reviewedAt: any | null | undefined;
    readonly score: number | null | undefined;
    readonly status: SubmissionStatus;
    readonly submittedAt: any;
    readonly " $fragmentSpreads": FragmentRefs<"SubmissionContent_submission">;
  } | null | undefined;
  readonly opensAt: any;
  readonly status: AssignmentStatus;
  readonly title: string;
  readonly " $fragmentType": "AssignmentDetail_assignment";
};
export type AssignmentDetail_assignment$key = {
  readonly " $data"?: AssignmentDetail_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignmentDetail_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignmentDetail_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "opensAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "links",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "score",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedback",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewedAt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SubmissionContent_submission"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "d7a01f4eb751e42ccf06b67498a5a5f9";

export default node;
