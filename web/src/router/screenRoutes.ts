import type { RouteObject } from "react-router-dom";
import { retryChunk } from "./retryChunk";
import { DEFAULT_DESCRIPTION, NOT_FOUND_TITLE, routeHandle } from "./routeMeta";

/**
 * A lesson page's route: every one is the same screen (pages/lessons, one chunk), its content
 * picked by the slug, so a new module's page is this one line plus its seeded content.
 */
function lessonScreen(path: string, title: string, description: string): RouteObject {
  return {
    path,
    handle: routeHandle({ title, description }),
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  };
}

const securityModule = (number: number, what: string) =>
  `Module ${number} of the IT Security Engineering track: ${what}, with video lessons, labs and readings.`;

// Every screen is a dynamic import, so Vite emits one chunk per screen and the first page load
// only pays for the shell and the screen it shows. The spec's route table, in its order. Each
// route's handle names it in the browser (routeMeta.ts), before its chunk has even arrived.
export const screens: RouteObject[] = [
  {
    index: true,
    handle: routeHandle({ description: DEFAULT_DESCRIPTION }),
    lazy: retryChunk(() =>
      import("../pages/landing/LandingPage").then((m) => ({
        Component: m.LandingPage,
      })),
    ),
  },
  {
    path: "community",
    handle: routeHandle({
      title: "Community",
      description: "Lab discussions, study groups and expert help from the CyberLab Academy student community.",
    }),
    lazy: retryChunk(() => import("../pages/community/communityRoute").then((m) => m.communityRoute)),
  },
  {
    path: "community/moderation",
    handle: routeHandle({
      title: "Moderation queue",
      description: "Posts members flagged, for the CyberLab Academy community's moderators to review.",
    }),
    lazy: retryChunk(() => import("../pages/moderation/moderationQueueRoute").then((m) => m.moderationQueueRoute)),
  },
  {
    path: "notifications",
    handle: routeHandle({
      title: "Notifications",
      description: "Replies, mentions, likes and moderators' actions on your CyberLab Academy community posts.",
    }),
    lazy: retryChunk(() => import("../pages/notifications/notificationsRoute").then((m) => m.notificationsRoute)),
  },
  {
    path: "community/discussions/:id",
    handle: routeHandle({
      title: "Discussion",
      description: "A discussion of the CyberLab Academy community and its replies.",
    }),
    lazy: retryChunk(() => import("../pages/discussion/discussionRoute").then((m) => m.discussionRoute)),
  },
  {
    path: "members",
    handle: routeHandle({
      title: "Members",
      description: "The CyberLab Academy community's members: find people by name, specialization or skill.",
    }),
    lazy: retryChunk(() => import("../pages/members/membersRoute").then((m) => m.membersRoute)),
  },
  {
    path: "members/:id",
    handle: routeHandle({
      title: "Member",
      description: "A CyberLab Academy community member's profile and recent posts.",
    }),
    lazy: retryChunk(() => import("../pages/members/memberProfileRoute").then((m) => m.memberProfileRoute)),
  },
  {
    path: "courses",
    handle: routeHandle({
      title: "Course Catalogue",
      description:
        "CyberLab Academy's courses in cybersecurity and IT infrastructure: levels, duration, ratings and prices.",
    }),
    lazy: retryChunk(() => import("../pages/courses/coursesRoute").then((m) => m.coursesRoute)),
  },
  {
    path: "profile",
    handle: routeHandle({ title: "Profile Settings", description: "Your CyberLab Academy community profile." }),
    lazy: retryChunk(() => import("../pages/profile/profileRoute").then((m) => m.profileRoute)),
  },
  {
    path: "settings",
    handle: routeHandle({
      title: "Settings",
      description: "Your CyberLab Academy settings: theme, sign-out on every device, your data and your account.",
    }),
    lazy: retryChunk(() => import("../pages/settings/settingsRoute").then((m) => m.settingsRoute)),
  },
  {
    path: "course-signup",
    handle: routeHandle({
      title: "Course Sign-Up",
      description: "Sign up for a CyberLab Academy course, or sign in to continue learning.",
    }),
    lazy: retryChunk(() => import("../pages/courseSignup/courseSignupRoute").then((m) => m.courseSignupRoute)),
  },
  {
    path: "student-login",
    handle: routeHandle({ title: "Student Login", description: "Sign in to the CyberLab Academy student portal." }),
    lazy: retryChunk(() =>
      import("../pages/studentLogin/StudentLoginPage").then((m) => ({
        Component: m.StudentLoginPage,
      })),
    ),
  },
  {
    path: "student-portal",
    handle: routeHandle({
      title: "Student Portal",
      description: "Your CyberLab Academy dashboard: enrolled programs, projects, progress and upcoming events.",
    }),
    lazy: retryChunk(() => import("../pages/studentPortal/studentPortalRoute").then((m) => m.studentPortalRoute)),
  },
  {
    path: "admin-portal",
    handle: routeHandle({
      title: "Admin Portal",
      description: "CyberLab Academy administration: students, enrolments and courses.",
    }),
    lazy: retryChunk(() => import("../pages/adminPortal/adminPortalRoute").then((m) => m.adminPortalRoute)),
  },
  lessonScreen(
    "it-fundamentals",
    "IT Fundamentals",
    "Module 1 of the IT Infrastructure Engineering track: network fundamentals and protocol basics.",
  ),
  {
    path: "it-infrastructure-modules",
    handle: routeHandle({
      title: "IT Infrastructure Engineering",
      description: "The IT Infrastructure Engineering track: seven modules from IT fundamentals to storage solutions.",
    }),
    lazy: retryChunk(() => import("../pages/tracks/trackRoute").then((m) => m.trackRoute)),
  },
  lessonScreen(
    "network-infrastructure",
    "Network Infrastructure",
    "Module 2 of the IT Infrastructure Engineering track: video lessons, labs and readings.",
  ),
  lessonScreen(
    "server-administration",
    "Server Administration",
    "Module 3 of the IT Infrastructure Engineering track: video lessons, labs and readings.",
  ),
  lessonScreen(
    "active-directory",
    "Active Directory & Identity Management",
    "Module 4 of the IT Infrastructure Engineering track: video lessons, labs and readings.",
  ),
  lessonScreen(
    "cloud-infrastructure",
    "Cloud Infrastructure",
    "Module 6 of the IT Infrastructure Engineering track: video lessons, labs and readings.",
  ),
  lessonScreen(
    "virtualization-technologies",
    "Virtualization Technologies",
    "Module 7 of the IT Infrastructure Engineering track: video lessons, labs and readings.",
  ),
  lessonScreen(
    "storage-solutions",
    "Storage Solutions",
    "Module 8, the final module of the IT Infrastructure Engineering track: video lessons, labs and readings.",
  ),
  {
    path: "it-security-modules",
    handle: routeHandle({
      title: "IT Security Engineering",
      description: "The IT Security Engineering track: nine modules of hands-on security engineering.",
    }),
    lazy: retryChunk(() => import("../pages/tracks/trackRoute").then((m) => m.trackRoute)),
  },
  // Beyond the spec's table: the security track's module links (spec 2) and Cryptography (issue 20).
  lessonScreen(
    "security-fundamentals",
    "Security Fundamentals",
    securityModule(1, "the CIA triad, threats, risk and controls"),
  ),
  lessonScreen("network-security", "Network Security", securityModule(2, "firewalls, IDS/IPS, segmentation and VPNs")),
  lessonScreen("endpoint-security", "Endpoint Security", securityModule(3, "hardening, EDR and patch management")),
  lessonScreen(
    "identity-access-management",
    "Identity & Access Management",
    securityModule(4, "authentication, MFA, single sign-on and least privilege"),
  ),
  lessonScreen(
    "vulnerability-assessment",
    "Vulnerability Assessment",
    securityModule(5, "scanning, scoring and reporting"),
  ),
  lessonScreen("incident-response", "Incident Response", securityModule(6, "detection, containment and recovery")),
  lessonScreen("wireless-security", "Wireless Security", securityModule(7, "Wi-Fi protocols, attacks and defences")),
  lessonScreen("database-security", "Database Security", securityModule(8, "access control, encryption and auditing")),
  lessonScreen(
    "cryptography",
    "Cryptography",
    "Module 9, the final module of the IT Security Engineering track: ciphers, hashing, signatures and PKI.",
  ),
  {
    path: "certificates/:code",
    handle: routeHandle({
      title: "Certificate",
      description: "Verify a CyberLab Academy track certificate: holder, track, date and code.",
    }),
    lazy: retryChunk(() => import("../pages/certificates/certificateRoute").then((m) => m.certificateRoute)),
  },
  {
    path: "assignments",
    handle: routeHandle({
      title: "Assignments",
      description: "Your CyberLab Academy assignments: what is due, your submissions, grades and feedback.",
    }),
    lazy: retryChunk(() => import("../pages/assignments/assignmentsRoute").then((m) => m.assignmentsRoute)),
  },
  {
    path: "assignments/:id",
    handle: routeHandle({
      title: "Assignment",
      description: "A CyberLab Academy assignment: hand in your work, see your grade and feedback.",
    }),
    lazy: retryChunk(() => import("../pages/assignments/assignmentRoute").then((m) => m.assignmentRoute)),
  },
  {
    path: "resources",
    handle: routeHandle({
      title: "Resources",
      description:
        "The slides, readings and lab guides of every CyberLab Academy module, searchable by track and module.",
    }),
    lazy: retryChunk(() => import("../pages/resources/resourcesRoute").then((m) => m.resourcesRoute)),
  },
  {
    path: "*",
    handle: routeHandle({ title: NOT_FOUND_TITLE, description: "This page does not exist at CyberLab Academy." }),
    lazy: retryChunk(() =>
      import("../pages/notFound/NotFoundPage").then((m) => ({
        Component: m.NotFoundPage,
      })),
    ),
  },
];
