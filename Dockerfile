# syntax=docker/dockerfile:1
# Lumen Studio, production shape: the server (run from its TypeScript sources by tsx, as
# ARCHITECTURE.md decides) and the web app's build, which the server serves at `/`.
# Files are copied by name, so no .dockerignore is needed to keep node_modules, data/ and
# build output of the host out of the image.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    STORYBOOK_DISABLE_TELEMETRY=1
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/adapters/package.json packages/adapters/
COPY packages/client/package.json packages/client/
COPY packages/server/package.json packages/server/
COPY packages/ui/package.json packages/ui/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json turbo.json ./
COPY openapi ./openapi
COPY packages/domain/tsconfig.json packages/domain/
COPY packages/domain/src packages/domain/src
COPY packages/adapters/tsconfig.json packages/adapters/
COPY packages/adapters/src packages/adapters/src
COPY packages/client/tsconfig.json packages/client/
COPY packages/client/src packages/client/src
COPY packages/server/tsconfig.json packages/server/
COPY packages/server/src packages/server/src
COPY packages/ui/tsconfig.json packages/ui/
COPY packages/ui/src packages/ui/src
COPY packages/web/tsconfig.json packages/web/index.html packages/web/vite.config.ts packages/web/
COPY packages/web/public packages/web/public
COPY packages/web/src packages/web/src
COPY packages/web/scripts packages/web/scripts
RUN npm run build -w @lumen/web

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at start-up (Umzug, with a lock, so several instances may start together).
CMD ["node", "--import", "tsx", "packages/server/src/main.ts"]
