import type { NotificationsPageQuery } from "../../__generated__/NotificationsPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { notificationsPageQuery, unreadOnlyFrom } from "./NotificationsPage";

/** Starts the page's query (the first page, all or unread only, from ?show=unread) as the route matches. */
export const notificationsLoader = createQueryLoader<NotificationsPageQuery>(
  notificationsPageQuery,
  ({ request }) => ({ unreadOnly: unreadOnlyFrom(new URL(request.url).searchParams) }),
  // Always asks the server too: notifications arrive while the page is elsewhere.
  { fetchPolicy: "store-and-network" },
);
