import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { ProfileScreenQuery } from "../../__generated__/ProfileScreenQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { ProfileForm } from "./ProfileForm";
import { heading, main } from "./ProfilePage.css";

// `me` is for community members only: signed out, the request answers 401 and the page's
// UnauthorizedBoundary takes over.
export const profileScreenQuery = graphql`
  query ProfileScreenQuery {
    viewer {
      ...TopBar_viewer
    }
    me {
      ...ProfileForm_profile
    }
  }
`;

interface ProfileScreenProps {
  queryRef: PreloadedQuery<ProfileScreenQuery>;
}

export function ProfileScreen({ queryRef }: ProfileScreenProps) {
  useRefetchOnReconnect(profileScreenQuery, queryRef);
  const data = usePreloadedQuery<ProfileScreenQuery>(profileScreenQuery, queryRef);

  return (
    <>
      <TopBar viewer={data.viewer ?? null} />
      <main className={main}>
        <h1 className={heading}>Profile Settings</h1>
        <ProfileForm profile={data.me} />
      </main>
    </>
  );
}
