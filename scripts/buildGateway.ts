import path from "node:path";
import { buildGateway } from "./lib/gatewayBuild.js";

// npm run build:gateway: compiles the gateway and the database scripts into dist/ (see lib/gatewayBuild.ts).
const started = Date.now();
await buildGateway(path.resolve(import.meta.dirname, ".."));
console.log(`gateway compiled into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
