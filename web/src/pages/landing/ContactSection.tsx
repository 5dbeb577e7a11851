import { card, cardGrid, cardTitle, inner, lead, muted, section, sectionTitle } from "./section.css";

export function ContactSection() {
  return (
    <section id="contact" className={section.plain} aria-labelledby="contact-title">
      <div className={inner}>
        <h2 id="contact-title" className={sectionTitle}>
          Contact us
        </h2>
        <p className={lead}>
          Questions about a track, a plan or training for your team? We answer within one business day.
        </p>
        <ul className={cardGrid}>
          <li>
            <article className={card}>
              <h3 className={cardTitle}>Admissions</h3>
              <a href="mailto:admissions@cyberlab.academy">admissions@cyberlab.academy</a>
            </article>
          </li>
          <li>
            <article className={card}>
              <h3 className={cardTitle}>Phone</h3>
              <a href="tel:+18005550199">+1 (800) 555-0199</a>
              <p className={muted}>Monday to Friday, 9:00 to 17:00 ET</p>
            </article>
          </li>
          <li>
            <article className={card}>
              <h3 className={cardTitle}>Student support</h3>
              <a href="mailto:support@cyberlab.academy">support@cyberlab.academy</a>
            </article>
          </li>
        </ul>
      </div>
    </section>
  );
}
