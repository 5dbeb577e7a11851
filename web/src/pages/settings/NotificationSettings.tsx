import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { NotificationSettings_profile$key } from "../../__generated__/NotificationSettings_profile.graphql";
import { muted } from "../../ui/card.css";
import { choice, section, sectionTitle, toggles } from "./SettingsPage.css";
import { useUpdateNotificationPreferenceMutation } from "./useUpdateNotificationPreferenceMutation";

interface NotificationSettingsProps {
  profile: NotificationSettings_profile$key;
}

/** One switch per kind of notification: what reaches the member's bell. */
export function NotificationSettings({ profile }: NotificationSettingsProps) {
  const data = useFragment(
    graphql`
      fragment NotificationSettings_profile on Profile {
        id
        notificationPreferences {
          kind
          label
          inApp
        }
      }
    `,
    profile,
  );
  const [update] = useUpdateNotificationPreferenceMutation();
  const id = useId();
  const current = { id: data.id, notificationPreferences: data.notificationPreferences };

  return (
    <section className={section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitle}>
        Notifications
      </h2>
      <fieldset className={toggles} aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
        {data.notificationPreferences.map((preference) => (
          <label key={preference.kind} className={choice}>
            <input
              type="checkbox"
              checked={preference.inApp}
              onChange={(event) => update(current, preference.kind, event.target.checked)}
            />
            {preference.label}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className={muted}>
        What reaches your bell. A kind turned off makes no notifications until you turn it on again.
      </p>
    </section>
  );
}
