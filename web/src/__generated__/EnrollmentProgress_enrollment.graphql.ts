/**
 * @generated SignedSource<<7647caaa3ecc7e881d5235265100f676>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnrollmentProgress_enrollment$data = {
  readonly completedLessons: number;
  readonly course: {
    readonly title: string;
    readonly totalLessons: number;
  };
  readonly progress: number;
  readonly " $fragmentType": "EnrollmentProgress_enrollment";
};
export type EnrollmentProgress_enrollment$key = {
  readonly " $data"?: EnrollmentProgress_enrollment$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnrollmentProgress_enrollment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnrollmentProgress_enrollment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
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
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "course",
      "plural": false,
      "selections": [
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
          "name": "totalLessons",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Enrollment",
  "abstractKey": null
};

(node as any).hash = "8453dd88c103775a82ebc318fccc4bef";

export default node;
