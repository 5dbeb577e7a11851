import type { ResourcesPageQuery } from "../../__generated__/ResourcesPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { resourcesPageQuery } from "./ResourcesPage";

/** Starts the page's query (who is signed in, the tracks' modules for the filters) as the route matches. */
export const resourcesLoader = createQueryLoader<ResourcesPageQuery>(resourcesPageQuery, () => ({}));
