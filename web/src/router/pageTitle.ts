import { createContext, useContext, useEffect, type Dispatch, type SetStateAction } from "react";
import { useLocation } from "react-router-dom";

/** A title a screen took from its data, for the path it was shown at. */
export interface PageTitle {
  pathname: string;
  title: string;
}

/** Provided by DocumentMeta; outside it (the shell's own error page) a page's title is ignored. */
export const PageTitleContext = createContext<Dispatch<SetStateAction<PageTitle | null>>>(() => {});

/**
 * Names the screen after its content (a discussion's or a lesson's title) instead of its route's
 * fixed title. `undefined` leaves the route's title, e.g. while the content is missing.
 */
export function usePageTitle(title: string | undefined): void {
  const setPageTitle = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === undefined) return;
    const own: PageTitle = { pathname, title };
    setPageTitle(own);
    return () => setPageTitle((current) => (current === own ? null : current));
  }, [setPageTitle, pathname, title]);
}
