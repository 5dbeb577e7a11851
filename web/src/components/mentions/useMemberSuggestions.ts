import { useEffect, useState } from "react";
import { fetchQuery, useRelayEnvironment } from "react-relay";
import type { GraphQLTaggedNode } from "relay-runtime";
import type { MentionTextareaSuggestionsQuery } from "../../__generated__/MentionTextareaSuggestionsQuery.graphql";

/** Typing settles this long before members are looked up. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

export type MemberSuggestion = MentionTextareaSuggestionsQuery["response"]["memberSuggestions"][number];

/**
 * Members whose name matches what follows the "@" (null: no mention is being typed). The list of
 * the last settled text stays until the next answer arrives; a failed lookup suggests no one.
 */
export function useMemberSuggestions(suggestionsQuery: GraphQLTaggedNode, query: string | null): MemberSuggestion[] {
  const environment = useRelayEnvironment();
  const [result, setResult] = useState<{ query: string; members: MemberSuggestion[] } | null>(null);
  useEffect(() => {
    if (query === null) return;
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<MentionTextareaSuggestionsQuery>(
        environment,
        suggestionsQuery,
        { search: query },
        { fetchPolicy: "store-or-network" },
      ).subscribe({
        next: (data) => setResult({ query, members: [...data.memberSuggestions] }),
        error: () => setResult({ query, members: [] }),
      });
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, suggestionsQuery, query]);
  return query === null || result === null ? [] : result.members;
}
