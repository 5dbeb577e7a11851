# Production image. The app runs its TypeScript with tsx (a runtime dependency), so the image has
# no separate compile step to drift from what the tests run.

# 1. Build: all dependencies, the Prisma client (postinstall) and the web app.
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

# 3. Runtime: production dependencies, the sources the gateway runs, the built web app; non-root.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json prisma.config.ts ./
COPY --from=build /app/schema ./schema
COPY --from=build /app/web/dist ./web/dist
COPY gateway ./gateway
COPY prisma ./prisma
COPY scripts ./scripts
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
VOLUME ["/app/.data"]
# The port the gateway listens on (PORT), whatever it is set to.
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs the gateway itself (npm or the tsx CLI would fork a child): SIGTERM reaches it.
CMD ["node", "--import", "tsx", "gateway/main.ts"]
