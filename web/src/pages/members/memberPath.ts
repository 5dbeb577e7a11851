/** The address of a member's public profile: their global id, escaped for a path segment. */
export function memberPath(globalId: string): string {
  return `/members/${encodeURIComponent(globalId)}`;
}

/** The profile of the member a mention names by database id (`member:<id>`): ids are base64 of `User:<id>`. */
export function memberPathFromDatabaseId(databaseId: string): string {
  return memberPath(btoa(`User:${databaseId}`));
}
