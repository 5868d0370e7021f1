# syntax=docker/dockerfile:1
# Earl's production image: `docker build -t earl .` (docs/deploy.md). Node 22 LTS by default; 24 LTS also works
# (`--build-arg NODE_VERSION=24`). Node 20 reached end of life in April 2026 and is not offered.
ARG NODE_VERSION=22

# ---- build: every dependency, the web app and the server bundle, then only the runtime dependencies ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` rather than `npm ci`: the lockfile is written on a registry mirror that lacks some optional
# platform packages (e.g. non-Linux @tailwindcss/oxide-*), and `npm ci` refuses such a lockfile. With an
# unchanged package.json, `npm install` installs the versions package-lock.json pins.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node, the production dependencies, the build, migrations and the data the server reads ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# the embedded database (no DATABASE_URL) keeps its files in DATA_DIR, owned by the unprivileged user
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/src/server/auth/common-passwords.txt ./src/server/auth/common-passwords.txt
USER node
VOLUME ["/data"]
EXPOSE 3000
# readiness: 503 while the database is away (see docs/operations.md#health-checks); the start period covers migrations
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1 handles SIGTERM itself (graceful shutdown); no npm in between to swallow it
CMD ["node", "--max-semi-space-size=64", "dist/server/main.js"]
