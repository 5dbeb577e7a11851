import { graphql, useFragment } from "react-relay";
import type { SignupForm_query$key } from "../../__generated__/SignupForm_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { form } from "../../ui/form/form.css";
import { ExperienceField } from "./ExperienceField";
import { courseNote, row } from "./SignupForm.css";
import { TextField } from "./TextField";
import { useSignupForm } from "./useSignupForm";

interface SignupFormProps {
  query: SignupForm_query$key;
  /** From the Enroll Now link that led here, if any. */
  courseId: number | null;
}

export function SignupForm({ query, courseId }: SignupFormProps) {
  const { courses } = useFragment(
    graphql`
      fragment SignupForm_query on Query {
        courses(first: 100) {
          edges {
            node {
              id
              databaseId
              title
            }
          }
        }
      }
    `,
    query,
  );
  const course = courses.edges.map((edge) => edge.node).find((c) => c.databaseId === courseId);
  const { pending, bind, onSubmit } = useSignupForm(course ? course.id : null);

  return (
    // noValidate: the shared rules (schema/signupRules.ts) speak instead of the browser's bubbles.
    <form className={form} onSubmit={onSubmit} noValidate aria-label="Create your student account">
      {course ? <p className={courseNote}>You are signing up for {course.title}.</p> : null}
      <div className={row}>
        <TextField label="First Name" autoComplete="given-name" {...bind("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" {...bind("lastName")} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" {...bind("phone")} />
      <ExperienceField {...bind("experience")} />
      <TextField label="Password" type="password" autoComplete="new-password" {...bind("password")} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...bind("confirmPassword")} />
      <button type="submit" className={buttonRecipe({ fullWidth: true })} disabled={pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </button>
    </form>
  );
}
