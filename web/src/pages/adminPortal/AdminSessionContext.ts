import { createContext, useContext } from "react";

export interface AdminSession {
  /** The session is over (logout, or the server refused it): show the login form again. */
  endSession: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession must be used inside the admin portal.");
  return session;
}
