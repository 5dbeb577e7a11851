import type { LessonPageQuery } from "../../__generated__/LessonPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { lessonPageQuery } from "./LessonPage";

/** The lesson page's slug is its route: /it-fundamentals → it-fundamentals. */
export function slugFromPath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, "");
}

export const lessonLoader = createQueryLoader<LessonPageQuery>(lessonPageQuery, ({ request }) => ({
  slug: slugFromPath(new URL(request.url).pathname),
}));
