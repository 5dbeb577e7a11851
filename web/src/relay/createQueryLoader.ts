import { loadQuery, type PreloadedQuery } from "react-relay";
import type { FetchPolicy } from "relay-runtime";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import type { LoaderFunctionArgs } from "react-router-dom";
import { environment } from "./environment";

/**
 * A react-router loader that starts the route's query and hands the page a PreloadedQuery
 * without waiting, so the page renders (and suspends) while data arrives. Each loader keeps only
 * its latest query retained: the previous one is released once a newer one has been started.
 */
export function createQueryLoader<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  getVariables: (args: LoaderFunctionArgs) => TQuery["variables"],
  options: { fetchPolicy: FetchPolicy } = { fetchPolicy: "store-or-network" },
): (args: LoaderFunctionArgs) => PreloadedQuery<TQuery> {
  let retained: PreloadedQuery<TQuery> | undefined;

  return (args) => {
    const queryRef = loadQuery<TQuery>(environment, query, getVariables(args), options);
    retained?.dispose();
    retained = queryRef;
    return queryRef;
  };
}
