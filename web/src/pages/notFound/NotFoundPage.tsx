import { Link } from "react-router-dom";
import { heading, muted } from "../../ui/layout/PageContainer.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { usePageTitle } from "../../router/pageTitle";
import { NOT_FOUND_TITLE } from "../../router/routeMeta";

/** Any path the router does not know, or content that does not exist (spec 2: exact wording). */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <PageContainer>
      <h1 className={heading}>404 Page Not Found</h1>
      <p className={muted}>Did you forget to add the page to the router?</p>
      <p>
        <Link to="/">Back to home</Link>
      </p>
    </PageContainer>
  );
}
