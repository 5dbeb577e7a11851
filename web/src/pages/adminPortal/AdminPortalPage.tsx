import { Suspense, useCallback, useMemo, useState } from "react";
import { useQueryLoader, type PreloadedQuery } from "react-relay";
import { useLoaderData, useSearchParams } from "react-router-dom";
import type { AdminDashboardQuery } from "../../__generated__/AdminDashboardQuery.graphql";
import { heading } from "../../ui/layout/PageContainer.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { AdminDashboard, adminDashboardQuery } from "./AdminDashboard";
import { AdminLoginForm } from "./AdminLoginForm";
import { AdminSessionContext, type AdminSession } from "./AdminSessionContext";
import { SessionProbe } from "./SessionProbe";
import { SessionProbeBoundary } from "./SessionProbeBoundary";
import { studentListState, studentListVariables } from "./studentListParams";

/**
 * Spec 4: the student list is requested on load; the dashboard shows when it arrives and the
 * login when it is refused. Until then only a neutral status shows, never the wrong screen.
 */
export function AdminPortalPage() {
  const probe = useLoaderData<PreloadedQuery<AdminDashboardQuery>>();
  const [queryRef, loadDashboard, disposeDashboard] = useQueryLoader<AdminDashboardQuery>(adminDashboardQuery, probe);
  const [signedOut, setSignedOut] = useState(false);
  // A new probe needs a fresh boundary: the old one still holds the refusal it caught.
  const [attempt, setAttempt] = useState(0);
  const [params] = useSearchParams();

  const endSession = useCallback(() => {
    setSignedOut(true);
    disposeDashboard();
  }, [disposeDashboard]);
  const session = useMemo<AdminSession>(() => ({ endSession }), [endSession]);

  const signedIn = () => {
    loadDashboard(studentListVariables(studentListState(params)), { fetchPolicy: "network-only" });
    setAttempt((n) => n + 1);
    setSignedOut(false);
  };

  return (
    <PageContainer>
      <h1 className={heading}>Admin Portal</h1>
      <AdminSessionContext.Provider value={session}>
        {signedOut || !queryRef ? (
          <AdminLoginForm onSignedIn={signedIn} />
        ) : (
          <SessionProbeBoundary key={attempt} onRefused={() => setSignedOut(true)}>
            <Suspense fallback={<SessionProbe />}>
              <AdminDashboard queryRef={queryRef} />
            </Suspense>
          </SessionProbeBoundary>
        )}
      </AdminSessionContext.Provider>
    </PageContainer>
  );
}
