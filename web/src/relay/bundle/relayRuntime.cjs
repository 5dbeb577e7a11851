// What the browser build resolves `relay-runtime` to (vite.config.ts, relayEntries). relay-runtime's
// own index is CommonJS that requires every module it has (the legacy fetchQuery_DEPRECATED,
// commitLocalUpdate, the query response cache, network logging, the experimental observers...),
// which Rollup cannot drop. This entry names only what the client and react-relay's hooks read:
// __tests__/relayEntries.test.ts checks both. CommonJS, like the modules requiring it, so the build
// needs no ES-module interop helper in the chunk every page loads.
"use strict";

const fetchQueryInternal = require("relay-runtime/lib/query/fetchQueryInternal");
const GraphQLTag = require("relay-runtime/lib/query/GraphQLTag");
const RelayModernOperationDescriptor = require("relay-runtime/lib/store/RelayModernOperationDescriptor");
const RelayModernSelector = require("relay-runtime/lib/store/RelayModernSelector");
const RelayStoreUtils = require("relay-runtime/lib/store/RelayStoreUtils");
const SnapshotErrors = require("relay-runtime/lib/util/handlePotentialSnapshotErrors");

module.exports = {
  ConnectionHandler: require("relay-runtime/lib/handlers/connection/ConnectionHandler"),
  ConnectionInterface: require("relay-runtime/lib/handlers/connection/ConnectionInterface"),
  Environment: require("relay-runtime/lib/store/RelayModernEnvironment"),
  ID_KEY: RelayStoreUtils.ID_KEY,
  Network: require("relay-runtime/lib/network/RelayNetwork"),
  Observable: require("relay-runtime/lib/network/RelayObservable"),
  PreloadableQueryRegistry: require("relay-runtime/lib/query/PreloadableQueryRegistry"),
  ROOT_ID: RelayStoreUtils.ROOT_ID,
  Record: require("relay-runtime/lib/store/RelayModernRecord"),
  RecordSource: require("relay-runtime/lib/store/RelayRecordSource"),
  RelayFeatureFlags: require("relay-runtime/lib/util/RelayFeatureFlags"),
  ReplaySubject: require("relay-runtime/lib/util/RelayReplaySubject"),
  Store: require("relay-runtime/lib/store/RelayModernStore"),
  __internal: {
    createRelayContext: require("relay-runtime/lib/store/createRelayContext"),
    createRelayLoggingContext: require("relay-runtime/lib/store/createRelayLoggingContext"),
    fetchQuery: fetchQueryInternal.fetchQuery,
    fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
    getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
    getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  },
  areEqualSelectors: RelayModernSelector.areEqualSelectors,
  commitMutation: require("relay-runtime/lib/mutations/commitMutation"),
  createOperationDescriptor: RelayModernOperationDescriptor.createOperationDescriptor,
  fetchQuery: require("relay-runtime/lib/query/fetchQuery"),
  getFragment: GraphQLTag.getFragment,
  getFragmentIdentifier: require("relay-runtime/lib/util/getFragmentIdentifier"),
  getPaginationMetadata: require("relay-runtime/lib/util/getPaginationMetadata"),
  getPaginationVariables: require("relay-runtime/lib/util/getPaginationVariables"),
  getPendingOperationsForFragment: require("relay-runtime/lib/util/getPendingOperationsForFragment"),
  getRefetchMetadata: require("relay-runtime/lib/util/getRefetchMetadata"),
  getRequest: GraphQLTag.getRequest,
  getRequestIdentifier: require("relay-runtime/lib/util/getRequestIdentifier"),
  getSelector: RelayModernSelector.getSelector,
  getValueAtPath: require("relay-runtime/lib/util/getValueAtPath"),
  getVariablesFromFragment: RelayModernSelector.getVariablesFromFragment,
  graphql: GraphQLTag.graphql,
  handlePotentialSnapshotErrors: SnapshotErrors.handlePotentialSnapshotErrors,
  isPromise: require("relay-runtime/lib/util/isPromise"),
  recycleNodesInto: require("relay-runtime/lib/util/recycleNodesInto"),
  requestSubscription: require("relay-runtime/lib/subscription/requestSubscription"),
};
