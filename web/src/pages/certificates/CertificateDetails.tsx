import { BadgeCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { CertificateDetails_certificate$key } from "../../__generated__/CertificateDetails_certificate.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, muted } from "../../ui/card.css";
import { formatDate } from "../../ui/format/dateTime";
import { heading } from "../../ui/layout/PageContainer.css";
import { stack } from "../../ui/layout/stack";
import { verified } from "./CertificatePage.css";

interface CertificateDetailsProps {
  certificate: CertificateDetails_certificate$key;
}

/** What a verified certificate says: holder, track, date and code (never an e-mail), and its PDF. */
export function CertificateDetails({ certificate }: CertificateDetailsProps) {
  const data = useFragment(
    graphql`
      fragment CertificateDetails_certificate on Certificate {
        code
        recipientName
        trackTitle
        issuedAt
        pdfPath
      }
    `,
    certificate,
  );

  return (
    <article className={`${card} ${stack("md")}`} aria-labelledby="certificate-title">
      <p className={verified}>
        <BadgeCheck aria-hidden="true" size={20} />
        Verified certificate
      </p>
      <h1 id="certificate-title" className={heading}>
        Certificate of Completion
      </h1>
      <dl className={stack("sm")} aria-label="Certificate details">
        <div>
          <dt className={muted}>Awarded to</dt>
          <dd>{data.recipientName}</dd>
        </div>
        <div>
          <dt className={muted}>Track</dt>
          <dd>{data.trackTitle}</dd>
        </div>
        <div>
          <dt className={muted}>Issued</dt>
          <dd>{formatDate(data.issuedAt, { dateStyle: "long" })}</dd>
        </div>
        <div>
          <dt className={muted}>Certificate code</dt>
          <dd>
            <code>{data.code}</code>
          </dd>
        </div>
      </dl>
      <a href={data.pdfPath} download className={buttonRecipe()}>
        Download PDF
      </a>
    </article>
  );
}
