import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { memberPath } from "./memberPath";

interface MemberNameProps {
  /** The person's global id. */
  id: string;
  /** A deleted account has no profile: its name ("[deleted member]") is plain text. */
  isDeleted: boolean;
  className?: string;
  children: ReactNode;
}

/** An author's name, linking to their profile while they have one. */
export function MemberName({ id, isDeleted, className, children }: MemberNameProps) {
  if (isDeleted) return <span className={className}>{children}</span>;
  return (
    <Link to={memberPath(id)} className={className}>
      {children}
    </Link>
  );
}
