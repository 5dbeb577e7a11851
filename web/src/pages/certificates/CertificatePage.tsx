import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { CertificatePageQuery } from "../../__generated__/CertificatePageQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { usePageTitle } from "../../router/pageTitle";
import { PageContainer } from "../../ui/layout/PageContainer";
import { backLink, heading, muted } from "../../ui/layout/PageContainer.css";
import { CertificateDetails } from "./CertificateDetails";

// Public: anyone with the code verifies the certificate, signed in or not.
export const certificatePageQuery = graphql`
  query CertificatePageQuery($code: String!) {
    certificate(code: $code) {
      trackTitle
      ...CertificateDetails_certificate
    }
  }
`;

/** /certificates/:code — verifies a track certificate; a clear not-found state for an unknown code. */
export function CertificatePage() {
  const queryRef = useLoaderData<PreloadedQuery<CertificatePageQuery>>();
  useRefetchOnReconnect(certificatePageQuery, queryRef);
  const { certificate } = usePreloadedQuery<CertificatePageQuery>(certificatePageQuery, queryRef);
  usePageTitle(certificate ? `Certificate: ${certificate.trackTitle}` : "Certificate not found");
  return (
    <PageContainer>
      <Link to="/" className={backLink}>
        CyberLab Academy
      </Link>
      {certificate ? (
        <CertificateDetails certificate={certificate} />
      ) : (
        <>
          <h1 className={heading}>Certificate not found</h1>
          <p className={muted}>
            No certificate has this code. Check that the address was copied whole: codes are 22 letters, digits, dashes
            or underscores.
          </p>
        </>
      )}
    </PageContainer>
  );
}
