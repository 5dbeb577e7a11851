/**
 * @generated SignedSource<<b9e2ff2024daad4711d5e3d053b0e055>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LockedModuleNotice_page$data = {
  readonly finishFirst: {
    readonly path: string | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly lockRequirement: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "LockedModuleNotice_page";
};
export type LockedModuleNotice_page$key = {
  readonly " $data"?: LockedModuleNotice_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"LockedModuleNotice_page">;
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
  "name": "LockedModuleNotice_page",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lockRequirement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackModule",
      "kind": "LinkedField",
      "name": "finishFirst",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LessonPage",
  "abstractKey": null
};
})();

(node as any).hash = "064ee3964e9e6e8158846cef5bc05650";

export default node;
