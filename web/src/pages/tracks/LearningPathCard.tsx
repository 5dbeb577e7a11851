import { card, cardTitle, facts } from "../../ui/card.css";
import { badge } from "../../ui/badge.css";

interface LearningPathCardProps {
  tags: readonly string[];
}

/** The Learning Path card with the track's tags. */
export function LearningPathCard({ tags }: LearningPathCardProps) {
  return (
    <section className={card} aria-labelledby="learning-path-title">
      <h2 id="learning-path-title" className={cardTitle}>
        Learning Path
      </h2>
      <p>Work through the modules in order: each builds on the one before, with hands-on labs along the way.</p>
      <ul className={facts} aria-label="Learning path tags">
        {tags.map((tag) => (
          <li key={tag} className={badge}>
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
