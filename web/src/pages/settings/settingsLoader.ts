import type { SettingsScreenQuery } from "../../__generated__/SettingsScreenQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { settingsScreenQuery } from "./SettingsScreen";

/** Starts the settings query as the route matches. */
export const settingsLoader = createQueryLoader<SettingsScreenQuery>(settingsScreenQuery, () => ({}));
