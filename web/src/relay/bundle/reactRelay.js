// What the browser build resolves `react-relay` to (vite.config.ts, relayEntries): the hooks the
// client uses, without react-relay's CommonJS index, which also requires the legacy containers
// (QueryRenderer, createFragmentContainer...) and the entry-point API, none of which Rollup can drop.
// A hook the client starts using must be added here: the build fails until it is.
import RelayEnvironmentProvider from "react-relay/lib/relay-hooks/RelayEnvironmentProvider.js";
import LoadQuery from "react-relay/lib/relay-hooks/loadQuery.js";
import useFragment from "react-relay/lib/relay-hooks/useFragment.js";
import useLazyLoadQuery from "react-relay/lib/relay-hooks/useLazyLoadQuery.js";
import useMutation from "react-relay/lib/relay-hooks/useMutation.js";
import usePaginationFragment from "react-relay/lib/relay-hooks/usePaginationFragment.js";
import usePreloadedQuery from "react-relay/lib/relay-hooks/usePreloadedQuery.js";
import useQueryLoader from "react-relay/lib/relay-hooks/useQueryLoader.js";
import useRefetchableFragment from "react-relay/lib/relay-hooks/useRefetchableFragment.js";
import useRelayEnvironment from "react-relay/lib/relay-hooks/useRelayEnvironment.js";
import useSubscription from "react-relay/lib/relay-hooks/useSubscription.js";

export {
  RelayEnvironmentProvider,
  useFragment,
  useLazyLoadQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useQueryLoader,
  useRefetchableFragment,
  useRelayEnvironment,
  useSubscription,
};
export const { loadQuery } = LoadQuery;
export { fetchQuery, graphql } from "relay-runtime";
