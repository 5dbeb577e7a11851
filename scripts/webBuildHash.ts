import path from "node:path";
import { recordWebBuild } from "./lib/webBuild.js";

// The last step of `npm run build`: records which sources web/dist was built from, so `npm start` skips the build.
recordWebBuild(path.resolve(import.meta.dirname, ".."));
