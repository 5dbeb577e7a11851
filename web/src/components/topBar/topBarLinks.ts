/** The common top bar's sections (spec 2); only this many show, on the desktop bar and the mobile menu. */
export const MAX_NAV_LINKS = 4;

export interface TopBarLink {
  to: string;
  label: string;
}

const allLinks: readonly TopBarLink[] = [
  { to: "/community", label: "Discussions" },
  { to: "/assignments", label: "Assignments" },
  { to: "/resources", label: "Resources" },
  { to: "/members", label: "Members" },
];

export const topBarLinks: readonly TopBarLink[] = allLinks.slice(0, MAX_NAV_LINKS);

/** The spec's fixed notification count. */
export const NOTIFICATION_BADGE_COUNT = 3;

/** Where the logo leads: the student portal when signed in, the public landing page otherwise. */
export function logoTarget(signedIn: boolean): string {
  return signedIn ? "/student-portal" : "/";
}
