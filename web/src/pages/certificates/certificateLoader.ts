import type { CertificatePageQuery } from "../../__generated__/CertificatePageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { certificatePageQuery } from "./CertificatePage";

/** Starts the certificate's query as the route matches. */
export const certificateLoader = createQueryLoader<CertificatePageQuery>(certificatePageQuery, ({ params }) => ({
  code: (params.code ?? "").slice(0, 64),
}));
