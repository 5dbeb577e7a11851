import { graphql, useFragment } from "react-relay";
import type { SignupForm_query$key } from "../../__generated__/SignupForm_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { form, submit } from "../studentLogin/authForm.css";
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
  const { values, errors, pending, setValue, onSubmit } = useSignupForm(course ? course.id : null);

  return (
    // noValidate: the shared rules (schema/signupRules.ts) speak instead of the browser's bubbles.
    <form className={form} onSubmit={onSubmit} noValidate aria-label="Create your student account">
      {course ? <p className={courseNote}>You are signing up for {course.title}.</p> : null}
      <div className={row}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onValueChange={(v) => setValue("firstName", v)}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onValueChange={(v) => setValue("lastName", v)}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValueChange={(v) => setValue("email", v)}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errors.phone}
        onValueChange={(v) => setValue("phone", v)}
      />
      <ExperienceField
        value={values.experience}
        error={errors.experience}
        onValueChange={(v) => setValue("experience", v)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onValueChange={(v) => setValue("password", v)}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onValueChange={(v) => setValue("confirmPassword", v)}
      />
      <button type="submit" className={`${buttonRecipe({ fullWidth: true })} ${submit}`} disabled={pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </button>
    </form>
  );
}
