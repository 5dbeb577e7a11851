import { aside, author, muted, quote, stat, stats, statValue, title } from "./SignupAside.css";

// Spec 9's marketing figures, with two more facts about the programs.
const STATS = [
  { value: "2,500+", label: "Students trained" },
  { value: "87%", label: "Job placement rate" },
  { value: "24/7", label: "Lab access" },
  { value: "1:1", label: "Mentor support" },
] as const;

/** The sign-up page's case for joining: figures and a graduate's words. */
export function SignupAside() {
  return (
    <aside className={aside} aria-labelledby="signup-aside-title">
      <h2 id="signup-aside-title" className={title}>
        Why students choose CyberLab
      </h2>
      <p className={muted}>Learn on real systems, with mentors who work in the field and a community that helps.</p>
      <ul className={stats}>
        {STATS.map((item) => (
          <li key={item.label} className={stat}>
            <strong className={statValue}>{item.value}</strong>
            {item.label}
          </li>
        ))}
      </ul>
      <figure className={quote}>
        <blockquote>
          <p>
            “I had never configured a firewall before. Six months later I was running the network team's change
            reviews.”
          </p>
        </blockquote>
        <figcaption className={author}>
          James Carter, Network Security Engineer, IT Security Engineering graduate
        </figcaption>
      </figure>
    </aside>
  );
}
