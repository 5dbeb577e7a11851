import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, useSearchParams } from "react-router-dom";
import type { CourseSignupPageQuery } from "../../__generated__/CourseSignupPageQuery.graphql";
import { brand, card, columns, heading, page, small, top } from "./CourseSignupPage.css";
import { SignInForm } from "./SignInForm";
import { SignupAside } from "./SignupAside";
import { SignupForm } from "./SignupForm";
import { SignupTabs } from "./SignupTabs";
import { courseIdFromParams } from "./signupTab";

// The provider's legal pages live on its main site.
const TERMS_URL = "https://cyberlab.academy/terms";
const PRIVACY_URL = "https://cyberlab.academy/privacy";

// courseSignupLoader preloads it.
export const courseSignupPageQuery = graphql`
  query CourseSignupPageQuery {
    ...SignupForm_query
    ...SignInForm_query
  }
`;

/** Course sign-up and sign-in (spec 2): Sign Up / Sign In tabs beside the academy's figures. */
export function CourseSignupPage() {
  const queryRef = useLoaderData<PreloadedQuery<CourseSignupPageQuery>>();
  const data = usePreloadedQuery<CourseSignupPageQuery>(courseSignupPageQuery, queryRef);
  const [params] = useSearchParams();

  return (
    <main className={page}>
      <div className={top}>
        <Link to="/" className={brand}>
          CyberLab Academy
        </Link>
        <HeaderThemeSwitcher />
      </div>
      <h1 className={heading}>Start your cybersecurity journey</h1>
      <div className={columns}>
        <SignupAside />
        <section className={card} aria-label="Student account">
          <SignupTabs
            panels={{
              signup: <SignupForm query={data} courseId={courseIdFromParams(params)} />,
              signin: <SignInForm query={data} />,
            }}
          />
          <p className={small}>
            Already have student credentials? <Link to="/student-login">Go to Student Login</Link>
          </p>
          <p className={small}>
            By signing up you agree to our{" "}
            <a href={TERMS_URL} target="_blank" rel="noopener">
              Terms of Service
            </a>{" "}
            and{" "}
            <a href={PRIVACY_URL} target="_blank" rel="noopener">
              Privacy Policy
            </a>
            .
          </p>
        </section>
      </div>
    </main>
  );
}
