import { graphql, useFragment } from "react-relay";
import type { SignInForm_query$key } from "../../__generated__/SignInForm_query.graphql";
import { StudentSignInForm } from "../studentLogin/StudentSignInForm";

interface SignInFormProps {
  query: SignInForm_query$key;
}

/** The sign-up page's Sign In tab, with its own toasts (spec 8); then the student portal. */
export function SignInForm({ query }: SignInFormProps) {
  // Null outside the embedded default: the hint only helps where the demo accounts exist.
  const { demoStudentHint } = useFragment(
    graphql`
      fragment SignInForm_query on Query {
        demoStudentHint
      }
    `,
    query,
  );
  const messages = {
    refused: {
      title: "Sign In Failed",
      description: demoStudentHint ? `Invalid credentials. ${demoStudentHint}` : "Invalid credentials",
    },
    failureTitle: "Sign In Failed",
    success: { title: "Welcome!", description: "Successfully signed in to your student portal" },
  };
  return <StudentSignInForm name="Sign in to your student account" messages={messages} />;
}
