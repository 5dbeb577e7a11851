import { Link } from "react-router-dom";
import { StudentLoginForm } from "./StudentLoginForm";
import { card, layout, links, muted, title } from "./StudentLoginPage.css";

/** Student login (spec 2): e-mail and password; accounts come from an administrator. */
export function StudentLoginPage() {
  return (
    <main className={layout}>
      <div className={card}>
        <div>
          <h1 className={title}>Student Login</h1>
          <p className={muted}>Sign in to reach your student portal.</p>
        </div>
        <StudentLoginForm />
        <p className={muted}>Don't have an account? Contact your administrator to get student access.</p>
        <nav aria-label="Other pages" className={links}>
          <Link to="/">Back to Home</Link>
          <Link to="/admin-portal">Admin Portal</Link>
        </nav>
      </div>
    </main>
  );
}
