/**
 * @generated SignedSource<<e6d77cd25d55b1c0dbebf044b2387ad4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SubmissionReviewRow_submission$data = {
  readonly assignment: {
    readonly course: string;
    readonly module: {
      readonly title: string;
    };
    readonly title: string;
  };
  readonly attempts: number;
  readonly id: string;
  readonly late: boolean;
  readonly student: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly submittedAt: any;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionContent_submission">;
  readonly " $fragmentType": "SubmissionReviewRow_submission";
};
export type SubmissionReviewRow_submission$key = {
  readonly " $data"?: SubmissionReviewRow_submission$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionReviewRow_submission">;
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
  "name": "SubmissionReviewRow_submission",
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
      "concreteType": "Student",
      "kind": "LinkedField",
      "name": "student",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "TrackModule",
          "kind": "LinkedField",
          "name": "module",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubmissionContent_submission"
    }
  ],
  "type": "AssignmentSubmission",
  "abstractKey": null
};
})();

(node as any).hash = "95d6bbc9d5348151657324e62b09cbfd";

export default node;
