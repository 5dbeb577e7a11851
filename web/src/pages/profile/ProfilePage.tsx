import { Suspense } from "react";
import type { PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { ProfileScreenQuery } from "../../__generated__/ProfileScreenQuery.graphql";
import { PageFallback } from "../../router/PageFallback";
import { UnauthorizedBoundary } from "../community/UnauthorizedBoundary";
import { ProfileScreen } from "./ProfileScreen";

/** /profile: signed out, the member is told so and sent to sign in after 500 ms (spec 6, 8). */
export function ProfilePage() {
  const queryRef = useLoaderData<PreloadedQuery<ProfileScreenQuery>>();
  return (
    <UnauthorizedBoundary fallback={<PageFallback />}>
      <Suspense fallback={<PageFallback />}>
        <ProfileScreen queryRef={queryRef} />
      </Suspense>
    </UnauthorizedBoundary>
  );
}
