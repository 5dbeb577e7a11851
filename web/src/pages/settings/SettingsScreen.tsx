import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { SettingsScreenQuery } from "../../__generated__/SettingsScreenQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { AccountSettings } from "./AccountSettings";
import { NotificationSettings } from "./NotificationSettings";
import { ThemeSettings } from "./ThemeSettings";
import { heading, main } from "./SettingsPage.css";

// `me` is for community members only: signed out, the request answers 401 and the page's
// UnauthorizedBoundary takes over.
export const settingsScreenQuery = graphql`
  query SettingsScreenQuery {
    viewer {
      ...TopBar_viewer
    }
    me {
      ...NotificationSettings_profile
    }
  }
`;

interface SettingsScreenProps {
  queryRef: PreloadedQuery<SettingsScreenQuery>;
}

export function SettingsScreen({ queryRef }: SettingsScreenProps) {
  useRefetchOnReconnect(settingsScreenQuery, queryRef);
  const data = usePreloadedQuery<SettingsScreenQuery>(settingsScreenQuery, queryRef);

  return (
    <>
      <TopBar viewer={data.viewer ?? null} />
      <main className={main}>
        <h1 className={heading}>Settings</h1>
        <ThemeSettings />
        <NotificationSettings profile={data.me} />
        <AccountSettings />
      </main>
    </>
  );
}
