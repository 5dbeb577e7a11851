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
    lazy: () =>
      import("../pages/studentPortal/StudentPortalPage").then((m) => ({
        Component: m.StudentPortalPage,
      })),
  },
  {
    path: "admin-portal",
    lazy: () => import("../pages/adminPortal/adminPortalRoute").then((m) => m.adminPortalRoute),
  },
  {
    path: "it-fundamentals",
    lazy: () =>
      import("../pages/lessons/ItFundamentalsPage").then((m) => ({
        Component: m.ItFundamentalsPage,
      })),
  },
  {
    path: "it-infrastructure-modules",
    lazy: () =>
      import("../pages/tracks/InfrastructureModulesPage").then((m) => ({
        Component: m.InfrastructureModulesPage,
      })),
  },
  {
    path: "network-infrastructure",
    lazy: () =>
      import("../pages/lessons/NetworkInfrastructurePage").then((m) => ({
        Component: m.NetworkInfrastructurePage,
      })),
  },
  {
    path: "server-administration",
    lazy: () =>
      import("../pages/lessons/ServerAdministrationPage").then((m) => ({
        Component: m.ServerAdministrationPage,
      })),
  },
  {
    path: "active-directory",
    lazy: () =>
      import("../pages/lessons/ActiveDirectoryPage").then((m) => ({
        Component: m.ActiveDirectoryPage,
      })),
  },
  {
    path: "cloud-infrastructure",
    lazy: () =>
      import("../pages/lessons/CloudInfrastructurePage").then((m) => ({
        Component: m.CloudInfrastructurePage,
      })),
  },
  {
    path: "virtualization-technologies",
    lazy: () =>
      import("../pages/lessons/VirtualizationTechnologiesPage").then((m) => ({
        Component: m.VirtualizationTechnologiesPage,
      })),
  },
  {
    path: "storage-solutions",
    lazy: () =>
      import("../pages/lessons/StorageSolutionsPage").then((m) => ({
        Component: m.StorageSolutionsPage,
      })),
  },
  {
    path: "it-security-modules",
    lazy: () =>
      import("../pages/tracks/SecurityModulesPage").then((m) => ({
        Component: m.SecurityModulesPage,
      })),
  },
  {
    path: "*",
    lazy: () =>
      import("../pages/notFound/NotFoundPage").then((m) => ({
        Component: m.NotFoundPage,
      })),
  },
];
