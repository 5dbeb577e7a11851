import { Suspense } from "react";
import type { PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { SettingsScreenQuery } from "../../__generated__/SettingsScreenQuery.graphql";
import { PageFallback } from "../../router/PageFallback";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { SettingsScreen } from "./SettingsScreen";

/** /settings: signed out, the member is told so and sent to sign in, then brought back here. */
export function SettingsPage() {
  const queryRef = useLoaderData<PreloadedQuery<SettingsScreenQuery>>();
  return (
    <UnauthorizedBoundary fallback={<PageFallback />}>
      <Suspense fallback={<PageFallback />}>
        <SettingsScreen queryRef={queryRef} />
      </Suspense>
    </UnauthorizedBoundary>
  );
}
