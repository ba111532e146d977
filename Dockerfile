# syntax=docker/dockerfile:1
# Lumen Studio, production shape: the server bundled by esbuild into one ES module
# (packages/server/dist/main.js, run by plain node: no TypeScript transpiler at run time) and the
# web app's build, which the server serves at `/`. The final stage holds production dependencies
# only (`npm ci --omit=dev` for the server workspace): the packages the bundle leaves external.
# Files are copied by name, so no .dockerignore is needed to keep node_modules, data/ and
# build output of the host out of the image.

# The lock file and every workspace's manifest: what `npm ci` needs, in both install stages.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/adapters/package.json packages/adapters/
COPY packages/client/package.json packages/client/
COPY packages/server/package.json packages/server/
COPY packages/ui/package.json packages/ui/
COPY packages/web/package.json packages/web/

FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    STORYBOOK_DISABLE_TELEMETRY=1
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
RUN npm run build -w @lumen/web && npm run bundle -w @lumen/server

# Production dependencies of the server workspace (and of adapters and domain, which it depends
# on), native addons built for this base image; nothing from devDependencies, nothing of the web.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace @lumen/server --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app /app
COPY --from=build --chown=node:node /app/packages/server/dist /app/packages/server/dist
COPY --from=build --chown=node:node /app/packages/web/dist /app/packages/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at start-up (Umzug, with a lock, so several instances may start together).
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
