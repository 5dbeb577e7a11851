import type { TrackPageQuery } from "../../__generated__/TrackPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { trackPageQuery } from "./TrackPage";
import { trackSlugFromPath } from "./trackCards";

export const trackLoader = createQueryLoader<TrackPageQuery>(trackPageQuery, ({ request }) => ({
  slug: trackSlugFromPath(new URL(request.url).pathname),
}));
