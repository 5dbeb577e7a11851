/**
 * @generated SignedSource<<870d2f495e019317172f78d70e3b13e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Specialization = "CRYPTOGRAPHY" | "DIGITAL_FORENSICS" | "INCIDENT_RESPONSE" | "NETWORK_SECURITY" | "PENETRATION_TESTING" | "SECURITY_ANALYSIS" | "%future added value";
export type UpdateProfileInput = {
  bio?: string | null | undefined;
  firstName: string;
  lastName: string;
  skills?: ReadonlyArray<string> | null | undefined;
  specialization?: Specialization | null | undefined;
};
export type useUpdateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type useUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_profile">;
  };
};
export type useUpdateProfileMutation = {
  response: useUpdateProfileMutation$data;
  variables: useUpdateProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileForm_profile"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skills",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6b41613a08e4d10fa0b1756314bb038b",
    "id": null,
    "metadata": {},
    "name": "useUpdateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProfileMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    ...ProfileForm_profile\n  }\n}\n\nfragment ProfileForm_profile on Profile {\n  id\n  firstName\n  lastName\n  email\n  profileImageUrl\n  specialization\n  bio\n  skills\n}\n"
  }
};
})();

(node as any).hash = "180e471daa87d0c6729b9be22779176e";

export default node;
