import "./styles/theme.css";
import "./styles/reset.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router-dom";
import { environment } from "./relay/environment";
import { createAppRouter } from "./router/createAppRouter";
import { ThemeProvider } from "./theme/ThemeProvider";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">.");

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ThemeProvider>
  </StrictMode>,
);
