/**
 * The toasts' viewport (Radix), fetched just after the first render (router/AppShell.tsx). Whatever
 * must be seen before the page goes away (the signed-out toast before the sign-in redirect) waits
 * for it: a toast raised earlier is kept in the store and shows once the viewport is there.
 */
export const loadToaster = () => import("./Toaster").then((module) => module.Toaster);
