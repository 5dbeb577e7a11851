/**
 * @generated SignedSource<<04896b4fc0b2f9c09719e9b411585041>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Specialization = "CRYPTOGRAPHY" | "DIGITAL_FORENSICS" | "INCIDENT_RESPONSE" | "NETWORK_SECURITY" | "PENETRATION_TESTING" | "SECURITY_ANALYSIS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DiscussionThread_discussion$data = {
  readonly author: {
    readonly databaseId: string;
    readonly firstName: string;
    readonly id: string;
    readonly isDeleted: boolean;
    readonly lastName: string;
    readonly profileImageUrl: string | null | undefined;
    readonly specialization: Specialization | null | undefined;
  };
  readonly category: {
    readonly icon: string;
    readonly id: string;
    readonly name: string;
  };
  readonly content: string;
  readonly createdAt: any;
  readonly editedAt: any | null | undefined;
  readonly hiddenReason: string | null | undefined;
  readonly id: string;
  readonly isAnswered: boolean;
  readonly isDeleted: boolean;
  readonly isHidden: boolean;
  readonly isLocked: boolean;
  readonly isPinned: boolean;
  readonly isUrgent: boolean;
  readonly lastActivityAt: any | null | undefined;
  readonly mentionedMembers: ReadonlyArray<{
    readonly databaseId: string;
    readonly firstName: string;
    readonly lastName: string;
  }>;
  readonly title: string;
  readonly viewerCanModerate: boolean;
  readonly viewerHasFlagged: boolean;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AcceptedAnswer_discussion" | "DiscussionActions_discussion">;
  readonly " $fragmentType": "DiscussionThread_discussion";
};
export type DiscussionThread_discussion$key = {
  readonly " $data"?: DiscussionThread_discussion$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscussionThread_discussion">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeleted",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscussionThread_discussion",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUrgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAuthor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanModerate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasFlagged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAnswered",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AcceptedAnswer_discussion"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "mentionedMembers",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "specialization",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiscussionActions_discussion"
    }
  ],
  "type": "Discussion",
  "abstractKey": null
};
})();

(node as any).hash = "97b1a92081e28977bff94e1ec7860ab4";

export default node;
