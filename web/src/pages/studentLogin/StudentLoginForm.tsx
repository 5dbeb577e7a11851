import { StudentSignInForm } from "./StudentSignInForm";
import type { SignInMessages } from "./useStudentSignIn";

const messages: SignInMessages = {
  refused: { title: "Login Failed", description: "Invalid student credentials" },
  failureTitle: "Login Failed",
  success: { title: "Welcome!", description: "Student login successful" },
};
const placeholders = { email: "student@example.com", password: "Enter your password" };

/** /student-login's form, with the spec's toasts (section 8), then the student portal. */
export function StudentLoginForm() {
  return <StudentSignInForm name="Student login" messages={messages} placeholders={placeholders} />;
}
