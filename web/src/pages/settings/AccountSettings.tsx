import { useId } from "react";
import { DeleteAccount } from "./DeleteAccount";
import { DownloadMyData } from "./DownloadMyData";
import { SignOutEverywhere } from "./SignOutEverywhere";
import { section, sectionTitle } from "./SettingsPage.css";

/** The member's account: sessions, their data, and leaving. */
export function AccountSettings() {
  const id = useId();
  return (
    <section className={section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitle}>
        Account
      </h2>
      <SignOutEverywhere />
      <DownloadMyData />
      <DeleteAccount />
    </section>
  );
}
