import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { Link, useSearchParams } from "react-router-dom";
import { ShieldCheck } from "lucide-react";
import { buttonRecipe } from "../../ui/button.css";
import {
  bar,
  brand,
  closing,
  closingTitle,
  feature,
  featureIcon,
  featureTitle,
  grid,
  hero,
  heroTitle,
  lead,
  main,
  muted,
  problem,
  row,
} from "./CommunityLanding.css";
import { communitySignInProblem } from "./communitySignInProblem";
import { LANDING_FEATURES } from "./landingFeatures";

// Sign-in is a full page navigation: the OpenID Connect flow runs on the server.
const LOGIN = "/api/login";

/** /community for visitors who are not signed in as a community member (spec 2). */
export function CommunityLanding() {
  const [search] = useSearchParams();
  const signInProblem = communitySignInProblem(search);
  return (
    <>
      <header className={bar}>
        <Link to="/" className={brand}>
          <ShieldCheck aria-hidden="true" size={22} /> CyberLab Community
        </Link>
        <nav aria-label="Community" className={row}>
          <Link to="/" className={buttonRecipe({ variant: "outline" })}>
            CyberLab Academy Home
          </Link>
          <Link to="/student-portal" className={buttonRecipe({ variant: "outline" })}>
            Student Portal
          </Link>
          <a href={LOGIN} className={buttonRecipe()}>
            Sign In
          </a>
          <HeaderThemeSwitcher />
        </nav>
      </header>
      <main className={main}>
        {signInProblem && (
          <p role="alert" className={problem}>
            {signInProblem}
          </p>
        )}
        <section className={hero} aria-labelledby="community-hero">
          <h1 id="community-hero" className={heroTitle}>
            Welcome to CyberLab Community
          </h1>
          <p className={lead}>
            Discuss labs, study together, get help with assignments and learn from experts in cybersecurity and IT.
          </p>
          <div className={row}>
            <a href={LOGIN} className={buttonRecipe()}>
              Sign In to Community
            </a>
            <Link to="/" className={buttonRecipe({ variant: "outline" })}>
              Learn About CyberLab Academy
            </Link>
          </div>
        </section>
        <ul className={grid} aria-label="What the community offers">
          {LANDING_FEATURES.map((item) => (
            <li key={item.title}>
              <article className={feature}>
                <item.icon className={featureIcon} aria-hidden="true" size={28} />
                <h2 className={featureTitle}>{item.title}</h2>
                <p className={muted}>{item.text}</p>
              </article>
            </li>
          ))}
        </ul>
        <section className={closing} aria-labelledby="community-join">
          <h2 id="community-join" className={closingTitle}>
            Ready to join the community?
          </h2>
          <p className={muted}>Sign in with your CyberLab account and start your first discussion today.</p>
          <a href={LOGIN} className={buttonRecipe()}>
            Get Started Now
          </a>
        </section>
      </main>
    </>
  );
}
