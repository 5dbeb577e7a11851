import type { RouteObject } from "react-router-dom";
import { retryChunk } from "./retryChunk";

// Every screen is a dynamic import, so Vite emits one chunk per screen and the first page load
// only pays for the shell and the screen it shows. The spec's route table, in its order.
export const screens: RouteObject[] = [
  {
    index: true,
    lazy: retryChunk(() =>
      import("../pages/landing/LandingPage").then((m) => ({
        Component: m.LandingPage,
      })),
    ),
  },
  {
    path: "community",
    lazy: retryChunk(() => import("../pages/community/communityRoute").then((m) => m.communityRoute)),
  },
  {
    path: "community/discussions/:id",
    lazy: retryChunk(() => import("../pages/discussion/discussionRoute").then((m) => m.discussionRoute)),
  },
  {
    path: "courses",
    lazy: retryChunk(() => import("../pages/courses/coursesRoute").then((m) => m.coursesRoute)),
  },
  {
    path: "profile",
    lazy: retryChunk(() => import("../pages/profile/profileRoute").then((m) => m.profileRoute)),
  },
  {
    path: "course-signup",
    lazy: retryChunk(() => import("../pages/courseSignup/courseSignupRoute").then((m) => m.courseSignupRoute)),
  },
  {
    path: "student-login",
    lazy: retryChunk(() =>
      import("../pages/studentLogin/StudentLoginPage").then((m) => ({
        Component: m.StudentLoginPage,
      })),
    ),
  },
  {
    path: "student-portal",
    lazy: retryChunk(() => import("../pages/studentPortal/studentPortalRoute").then((m) => m.studentPortalRoute)),
  },
  {
    path: "admin-portal",
    lazy: retryChunk(() => import("../pages/adminPortal/adminPortalRoute").then((m) => m.adminPortalRoute)),
  },
  {
    path: "it-fundamentals",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "it-infrastructure-modules",
    lazy: retryChunk(() => import("../pages/tracks/trackRoute").then((m) => m.trackRoute)),
  },
  {
    path: "network-infrastructure",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "server-administration",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "active-directory",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "cloud-infrastructure",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "virtualization-technologies",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "storage-solutions",
    lazy: retryChunk(() => import("../pages/lessons/lessonRoute").then((m) => m.lessonRoute)),
  },
  {
    path: "it-security-modules",
    lazy: retryChunk(() => import("../pages/tracks/trackRoute").then((m) => m.trackRoute)),
  },
  {
    path: "*",
    lazy: retryChunk(() =>
      import("../pages/notFound/NotFoundPage").then((m) => ({
        Component: m.NotFoundPage,
      })),
    ),
  },
];
