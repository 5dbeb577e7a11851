/**
 * @generated SignedSource<<4df19325b58100a3c6e5c6e92006d190>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "GRADED" | "PENDING" | "RETURNED" | "SUBMITTED" | "UPCOMING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProjectsTab_dashboard$data = {
  readonly projects: ReadonlyArray<{
    readonly course: string;
    readonly description: string;
    readonly dueAt: any;
    readonly slug: string;
    readonly status: AssignmentStatus;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ProjectsTab_dashboard";
};
export type ProjectsTab_dashboard$key = {
  readonly " $data"?: ProjectsTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectsTab_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectsTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "projects",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
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
          "name": "course",
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
          "name": "dueAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudentDashboard",
  "abstractKey": null
};

(node as any).hash = "c807bf425a132370edab857e5a476117";

export default node;
