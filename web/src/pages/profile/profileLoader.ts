import type { ProfileScreenQuery } from "../../__generated__/ProfileScreenQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { profileScreenQuery } from "./ProfileScreen";

/** Starts the member's profile query as the route matches. */
export const profileLoader = createQueryLoader<ProfileScreenQuery>(profileScreenQuery, () => ({}));
