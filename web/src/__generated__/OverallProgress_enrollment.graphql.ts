/**
 * @generated SignedSource<<feaa015896fbeb6cf014a96bd6f5453e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OverallProgress_enrollment$data = {
  readonly completedLessons: number;
  readonly course: {
    readonly title: string;
    readonly totalLessons: number;
  };
  readonly progress: number;
  readonly " $fragmentType": "OverallProgress_enrollment";
};
export type OverallProgress_enrollment$key = {
  readonly " $data"?: OverallProgress_enrollment$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverallProgress_enrollment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverallProgress_enrollment",
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

(node as any).hash = "68408d2019bba6dcd12b343b338f8120";

export default node;
