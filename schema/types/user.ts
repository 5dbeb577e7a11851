import { builder } from "../builder.js";

export const Specialization = builder.enumType("Specialization", {
  description: "A community member's field of interest.",
  values: {
    NETWORK_SECURITY: { description: "Network Security" },
    CRYPTOGRAPHY: { description: "Cryptography" },
    PENETRATION_TESTING: { description: "Penetration Testing" },
    DIGITAL_FORENSICS: { description: "Digital Forensics" },
    SECURITY_ANALYSIS: { description: "Security Analysis" },
    INCIDENT_RESPONSE: { description: "Incident Response" },
  } as const,
});

/** What anyone may see of a person: never the e-mail, never credentials. */
export const UserNode = builder.prismaNode("User", {
  description: "A person as others see them on the board.",
  id: { field: "id" },
  // node(id:) finds only the people the board can show (its authors are community members): a
  // student's or an admin's id answers null, as for no row, so their names are not public.
  findUnique: (id) => ({ id, role: "COMMUNITY" }),
  // Only the columns the query asks for: a page of authors never loads their hashes or bios.
  select: { id: true },
  authScopes: { public: true },
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    profileImageUrl: t.exposeString("profileImageUrl", {
      nullable: true,
      description: "Avatar image; null means the client shows a placeholder derived from the id.",
    }),
    specialization: t.expose("specialization", {
      type: Specialization,
      nullable: true,
      description: "Field of interest; null is shown as 'Student'.",
    }),
    isDeleted: t.boolean({
      description: 'The person deleted their account: their name reads "[deleted member]" and they have no profile.',
      select: { deletedAt: true },
      resolve: (user) => user.deletedAt !== null,
    }),
  }),
});
