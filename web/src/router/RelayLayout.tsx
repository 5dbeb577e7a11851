import { RelayEnvironmentProvider } from "react-relay";
import { Outlet } from "react-router-dom";
import { environment } from "../relay/environment";

/**
 * Provides the Relay environment to the screens that use GraphQL. Loaded lazily (routes.tsx), so
 * relay-runtime stays out of the landing page's first load.
 */
export function RelayLayout() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
