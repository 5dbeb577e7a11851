import { buttonRecipe } from "../../ui/button.css";
import { banner, bannerTitle, muted } from "./CommunityBoard.css";

interface WelcomeBannerProps {
  firstName: string;
  onNewDiscussion: () => void;
}

export function WelcomeBanner({ firstName, onNewDiscussion }: WelcomeBannerProps) {
  return (
    <section className={banner} aria-labelledby="community-welcome">
      <div>
        <h1 id="community-welcome" className={bannerTitle}>
          Welcome back, {firstName}!
        </h1>
        <p className={muted}>Ask about your labs, join a study group and help your fellow students.</p>
      </div>
      <button type="button" className={buttonRecipe()} onClick={onNewDiscussion}>
        Start New Discussion
      </button>
    </section>
  );
}
