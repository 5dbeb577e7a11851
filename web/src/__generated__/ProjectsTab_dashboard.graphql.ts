/**
 * @generated SignedSource<<3716ff7181e5af00a1ad15cce84c843e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProjectStatus = "PENDING" | "SUBMITTED" | "UPCOMING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProjectsTab_dashboard$data = {
  readonly projects: ReadonlyArray<{
    readonly course: string;
    readonly description: string;
    readonly dueAt: any;
    readonly projectId: string;
    readonly status: ProjectStatus;
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
      "concreteType": "PortalProject",
      "kind": "LinkedField",
      "name": "projects",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projectId",
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

(node as any).hash = "3708710dc5a254c205f14365bdc835ec";

export default node;
