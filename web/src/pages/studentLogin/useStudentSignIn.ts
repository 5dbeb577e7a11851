import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../ui/toast/useToast";
import { canSubmitCredentials, failureDescription, isRejectedCredentials } from "./loginFailure";
import { useStudentLoginMutation } from "./useStudentLoginMutation";

type ToastText = { title: string; description: string };

/** The toasts a sign-in form shows: each page has its own wording (spec 8). */
export type SignInMessages = {
  /** For credentials the server refused. */
  refused: ToastText;
  /** Title when the server could not be reached or asks to wait; the description says which. */
  failureTitle: string;
  success: ToastText;
};

/**
 * A student e-mail and password form's state and submit: signs in, shows the page's toasts and
 * opens the student portal. Submitting is possible only with both fields non-blank.
 */
export function useStudentSignIn(messages: SignInMessages) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [logIn, isInFlight] = useStudentLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const canSubmit = canSubmitCredentials(email, password);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await logIn({ email, password });
    } catch (error) {
      const failure = isRejectedCredentials(error)
        ? messages.refused
        : { title: messages.failureTitle, description: failureDescription(error) };
      toast({ ...failure, variant: "destructive" });
      return;
    }
    toast(messages.success);
    await navigate("/student-portal");
  };

  return { email, setEmail, password, setPassword, isInFlight, canSubmit, onSubmit };
}
