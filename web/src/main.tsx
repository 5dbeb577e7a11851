import "./styles/theme.css";
import "./styles/reset.css";
import "./ui/kitStyles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createAppRouter } from "./router/createAppRouter";
import { ThemeProvider } from "./theme/ThemeProvider";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">.');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      {/* The Relay environment is provided by router/RelayLayout, around the screens that use it. */}
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
