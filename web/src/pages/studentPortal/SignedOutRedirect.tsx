import { useEffect } from "react";
import { Link, useNavigate } from "react-router-dom";
import { heading, muted } from "../../ui/layout/PageContainer.css";
import { SIGNED_OUT_REDIRECT } from "./portalContent";

/** Spec 6: a signed-out visitor is sent to the student login after 500 ms (the portal and its pages). */
export function SignedOutRedirect({ title = "Student Portal" }: { title?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(SIGNED_OUT_REDIRECT.to, { replace: true }),
      SIGNED_OUT_REDIRECT.delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <h1 className={heading}>{title}</h1>
      <p className={muted} role="status">
        You are signed out. Redirecting to the <Link to={SIGNED_OUT_REDIRECT.to}>student login</Link>…
      </p>
    </>
  );
}
