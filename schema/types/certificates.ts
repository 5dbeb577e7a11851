import { z } from "zod";
import { builder } from "../builder.js";

export const CertificateRef = builder.prismaObject("Certificate", {
  description: "A track certificate as its public verification shows it: never the holder's e-mail.",
  authScopes: { public: true },
  fields: (t) => ({
    code: t.exposeString("code", { description: "The unguessable verification code." }),
    recipientName: t.exposeString("recipientName", { description: "The holder's name when it was issued." }),
    trackTitle: t.exposeString("trackTitle", { description: "The completed track." }),
    issuedAt: t.expose("issuedAt", { type: "DateTime", description: "When it was issued." }),
    verifyPath: t.string({
      description: "The public verification page.",
      resolve: (certificate) => `/certificates/${certificate.code}`,
    }),
    pdfPath: t.string({
      description: "Where its PDF downloads.",
      resolve: (certificate) => `/api/certificates/${certificate.code}/pdf`,
    }),
  }),
});

builder.queryField("certificate", (t) =>
  t.prismaField({
    type: CertificateRef,
    nullable: true,
    description: "A certificate by its code, for public verification; null when no certificate has it.",
    authScopes: { public: true },
    args: { code: t.arg.string({ required: true, validate: z.string().max(64), description: "The code." }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.certificate.findUnique({ ...query, where: { code: args.code } }),
  }),
);
