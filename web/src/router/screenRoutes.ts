import type { RouteObject } from "react-router-dom";

// Every screen is a dynamic import, so Vite emits one chunk per screen and the first page load
// only pays for the shell and the screen it shows. The spec's route table, in its order.
export const screens: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import("../pages/landing/LandingPage").then((m) => ({
        Component: m.LandingPage,
      })),
  },
  {
    path: "community",
    lazy: () => import("../pages/community/communityRoute").then((m) => m.communityRoute),
  },
  {
    path: "community/discussions/:id",
    lazy: () => import("../pages/discussion/discussionRoute").then((m) => m.discussionRoute),
  },
  {
    path: "courses",
    lazy: () => import("../pages/courses/coursesRoute").then((m) => m.coursesRoute),
  },
  {
    path: "profile",
    lazy: () => import("../pages/profile/profileRoute").then((m) => m.profileRoute),
  },
  {
    path: "course-signup",
    lazy: () => import("../pages/courseSignup/courseSignupRoute").then((m) => m.courseSignupRoute),
  },
  {
    path: "student-login",
    lazy: () =>
      import("../pages/studentLogin/StudentLoginPage").then((m) => ({
        Component: m.StudentLoginPage,
      })),
  },
  {
    path: "student-portal",
    lazy: () => import("../pages/studentPortal/studentPortalRoute").then((m) => m.studentPortalRoute),
  },
  {
    path: "admin-portal",
    lazy: () => import("../pages/adminPortal/adminPortalRoute").then((m) => m.adminPortalRoute),
  },
  {
    path: "it-fundamentals",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "it-infrastructure-modules",
    lazy: () => import("../pages/tracks/trackRoute").then((m) => m.trackRoute),
  },
  {
    path: "network-infrastructure",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "server-administration",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "active-directory",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "cloud-infrastructure",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "virtualization-technologies",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "storage-solutions",
    lazy: () => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute),
  },
  {
    path: "it-security-modules",
    lazy: () => import("../pages/tracks/trackRoute").then((m) => m.trackRoute),
  },
  {
    path: "*",
    lazy: () =>
      import("../pages/notFound/NotFoundPage").then((m) => ({
        Component: m.NotFoundPage,
      })),
  },
];
