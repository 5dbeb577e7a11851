import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CertificateList_dashboard$key } from "../../__generated__/CertificateList_dashboard.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, list, muted, row, rowText } from "../../ui/card.css";
import { formatDate } from "../../ui/format/dateTime";
import { inline } from "../../ui/layout/stack";

interface CertificateListProps {
  dashboard: CertificateList_dashboard$key;
}

/** The student's track certificates: each one's public verification page and its PDF. */
export function CertificateList({ dashboard }: CertificateListProps) {
  const data = useFragment(
    graphql`
      fragment CertificateList_dashboard on StudentDashboard {
        certificates {
          code
          trackTitle
          issuedAt
          verifyPath
          pdfPath
        }
      }
    `,
    dashboard,
  );

  return (
    <section className={card} aria-labelledby="certificates-title">
      <h2 id="certificates-title" className={cardTitle}>
        Certificates
      </h2>
      {data.certificates.length === 0 ? (
        <p className={muted}>Complete every module and lab of a track to earn its certificate.</p>
      ) : (
        <ul className={list} aria-label="Your certificates">
          {data.certificates.map((certificate) => (
            <li key={certificate.code} className={row}>
              <div className={rowText}>
                <strong>{certificate.trackTitle}</strong>
                <p className={muted}>Issued {formatDate(certificate.issuedAt)}</p>
              </div>
              <div className={inline("sm")}>
                <Link
                  to={certificate.verifyPath}
                  className={buttonRecipe({ variant: "outline" })}
                  aria-label={`View certificate: ${certificate.trackTitle}`}
                >
                  View certificate
                </Link>
                <a
                  href={certificate.pdfPath}
                  download
                  className={buttonRecipe()}
                  aria-label={`Download PDF: ${certificate.trackTitle}`}
                >
                  Download PDF
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
