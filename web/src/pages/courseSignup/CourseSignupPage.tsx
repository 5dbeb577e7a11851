import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Placeholder until the sign-up / sign-in screen is built.
export function CourseSignupPage() {
  return <ScreenPlaceholder title="Course Sign-Up" />;
}
