import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { signupSchema, type ExperienceKey } from "../../../../schema/signupRules";
import { useToast } from "../../ui/toast/useToast";
import { describeSignupFailure, fieldErrorsFromIssues, type FieldErrors, type SignupField } from "./signupErrors";
import { useStudentSignupMutation } from "./useStudentSignupMutation";

/** Spec 4 and 9: the confirmation appears 1.5 s after submitting, as it always has. */
export const SIGNUP_DELAY_MS = 1500;

type TextValues = Record<Exclude<SignupField, "courseId" | "experience">, string> & { experience: ExperienceKey | "" };

const EMPTY: TextValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  experience: "",
  password: "",
  confirmPassword: "",
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sign-up form's state: the shared rules on submit, the server call, then /student-login.
 * `courseId` is the global id of the course whose Enroll Now link led here, if any.
 */
export function useSignupForm(courseId: string | null) {
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [signUp] = useStudentSignupMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const setValue = (field: keyof TextValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field's old message no longer describes it.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      // Move focus to the first field that needs attention (after React marks it invalid).
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setPending(true);
    try {
      await Promise.all([signUp({ ...parsed.data, courseId }), delay(SIGNUP_DELAY_MS)]);
    } catch (error) {
      const failure = describeSignupFailure(error);
      setErrors(failure.fieldErrors);
      setPending(false);
      toast({ title: "Sign Up Failed", description: failure.description, variant: "destructive" });
      return;
    }
    toast({
      title: "Account Created!",
      description: "An administrator will activate your student account. You can sign in once it is enabled.",
    });
    await navigate("/student-login");
  };

  /** What a field of the form shows and where its typing goes. */
  const bind = <Field extends keyof TextValues>(field: Field) => ({
    value: values[field],
    error: errors[field],
    onValueChange: (value: string) => setValue(field, value),
  });
  return { pending, bind, onSubmit };
}
