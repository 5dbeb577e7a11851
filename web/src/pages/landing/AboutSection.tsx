import { card, cardGrid, cardTitle, inner, lead, muted, section, sectionTitle } from "./section.css";

const PILLARS = [
  {
    title: "Hands-on labs",
    text: "Every module ends in a lab on real systems, so you practise what you learn the same day.",
  },
  {
    title: "Working mentors",
    text: "Our mentors are engineers and architects in the field; they review your work and answer your questions.",
  },
  {
    title: "A community",
    text: "Study groups, lab help and discussions with thousands of students on the community platform.",
  },
] as const;

export function AboutSection() {
  return (
    <section id="about" className={section.muted} aria-labelledby="about-title">
      <div className={inner}>
        <h2 id="about-title" className={sectionTitle}>
          About CyberLab Academy
        </h2>
        <p className={lead}>
          CyberLab Academy is run by a lab provider that builds training environments for companies. We opened the same
          labs to career changers and IT professionals who want to move into infrastructure and security roles.
        </p>
        <ul className={cardGrid}>
          {PILLARS.map((pillar) => (
            <li key={pillar.title}>
              <article className={card}>
                <h3 className={cardTitle}>{pillar.title}</h3>
                <p className={muted}>{pillar.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
