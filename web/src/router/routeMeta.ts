// What a screen is called in the browser's tab, history, bookmarks and link previews. Each route
// of screenRoutes.ts carries its own in `handle`; DocumentMeta.tsx writes it into the document.

export const APP_NAME = "CyberLab Academy";

/** Also the description in web/index.html, which crawlers and link previews read without scripts. */
export const DEFAULT_DESCRIPTION =
  "CyberLab Academy: hands-on cybersecurity and IT infrastructure training with a student community.";

/** The 404 screen's name, for the catch-all route and for screens whose content does not exist. */
export const NOT_FOUND_TITLE = "404 Page Not Found";

export interface RouteMeta {
  /** The screen's own name; the home page has none and is called by the app's name alone. */
  title?: string;
  description: string;
}

/** A route's `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
}

export const routeHandle = (meta: RouteMeta): RouteHandle => ({ meta });

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "meta" in handle;
}

/** The meta of the innermost matched route that has one (react-router's `useMatches()`, outermost first). */
export function routeMeta(matches: readonly { handle: unknown }[]): RouteMeta {
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  return handle?.meta ?? { description: DEFAULT_DESCRIPTION };
}

/** "Course Catalogue | CyberLab Academy"; the app's name alone for a screen without a title. */
export function documentTitle(title: string | undefined): string {
  return title && title !== APP_NAME ? `${title} | ${APP_NAME}` : APP_NAME;
}
