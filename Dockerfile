# Production image. The gateway runs compiled: `npm run build` bundles it (and the database scripts)
# with esbuild into dist/, so nothing is transpiled when a container starts.

# 1. Build: all dependencies, the Prisma client (postinstall), the web app and the compiled gateway.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY schema/db ./schema/db
# `npm install` with the lockfile, as CI does (see .ci/run): installs exactly the locked versions.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, without install scripts (the Prisma client comes from stage 1).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund

# 3. Runtime: production dependencies, the compiled gateway, what it reads at run time (migrations,
# the trusted documents, the built web app); non-root. No TypeScript sources.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/gateway/security/persistedDocuments.json ./gateway/security/persistedDocuments.json
COPY prisma/migrations ./prisma/migrations
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
VOLUME ["/app/.data"]
# The port the gateway listens on (PORT), whatever it is set to.
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs the gateway itself (npm would fork a child): SIGTERM reaches it. Stack traces name the sources.
CMD ["node", "--enable-source-maps", "dist/gateway/main.js"]
