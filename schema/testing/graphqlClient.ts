import type { Yoga } from "../../gateway/yoga.js";

export type GraphQLResult<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** Runs an operation through yoga.fetch, without a port. */
export function graphqlClient(yoga: Yoga) {
  return async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => {
    const response = await yoga.fetch("http://yoga/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as GraphQLResult<T>) };
  };
}
