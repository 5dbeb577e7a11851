/**
 * @generated SignedSource<<d1626a71d10562369b06ad5a058aacba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommunityBoard_query$data = {
  readonly viewer: {
    readonly firstName: string;
    readonly " $fragmentSpreads": FragmentRefs<"TopBar_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DiscussionList_query" | "DiscussionsSidebar_query" | "NewDiscussionDialog_query">;
  readonly " $fragmentType": "CommunityBoard_query";
};
export type CommunityBoard_query$key = {
  readonly " $data"?: CommunityBoard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunityBoard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunityBoard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "TopBar_viewer"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiscussionsSidebar_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiscussionList_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NewDiscussionDialog_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ab691d2563180ff6944169f294598dc5";

export default node;
