import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { PageTitleContext, type PageTitle } from "./pageTitle";
import { APP_NAME, documentTitle, routeMeta } from "./routeMeta";

/** Sets the content of the head's <meta> with this attribute, adding it when index.html has none. */
function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The one place that names the screen: the matched route's title and description (its `handle`),
 * or a title the screen took from its data (usePageTitle), written into the document's title,
 * description and Open Graph tags whenever the screen changes.
 */
export function DocumentMeta({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const [pageTitle, setPageTitle] = useState<PageTitle | null>(null);
  const meta = routeMeta(matches);
  // A title set for another path belongs to the screen being left.
  const title = pageTitle?.pathname === pathname ? pageTitle.title : meta.title;

  useEffect(() => {
    document.title = documentTitle(title);
    setMeta("name", "description", meta.description);
    setMeta("property", "og:title", title ?? APP_NAME);
    setMeta("property", "og:description", meta.description);
  }, [title, meta.description]);

  return <PageTitleContext value={setPageTitle}>{children}</PageTitleContext>;
}
