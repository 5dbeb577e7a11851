import { Download } from "lucide-react";
import { useState } from "react";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/card.css";
import { useToast } from "../../ui/toast/useToast";
import { promptSignIn } from "../community/unauthorized";
import { downloadMyData } from "./downloadMyData";
import { settingName, settingRow, settingText } from "./SettingsPage.css";

/** "Download my data": a JSON file of everything the academy keeps about the member. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  const download = async () => {
    setBusy(true);
    const outcome = await downloadMyData();
    setBusy(false);
    if (outcome === "signed-out") promptSignIn();
    if (outcome === "failed") {
      toast({
        title: "Download failed",
        description: "Your data could not be prepared. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <div className={settingRow}>
      <div className={settingText}>
        <span className={settingName}>Download my data</span>
        <span className={muted}>
          A JSON file with your profile, discussions, replies, likes, flags and notifications.
        </span>
      </div>
      <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={download} disabled={busy}>
        <Download aria-hidden="true" size={16} />
        {busy ? "Preparing…" : "Download my data"}
      </button>
    </div>
  );
}
