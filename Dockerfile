# syntax=docker/dockerfile:1
# Membros in a container: the standalone production server (`npm start`), as a non-root user,
# with the data folder (embedded database, uploads, generated secret) on a volume.
# docs/deploy.md says how to run it, with PostgreSQL (compose.yaml) or alone.

ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# `npm ci` refuses a lockfile written on one platform (it lacks the others' optional binaries).
RUN npm install --no-audit --no-fund --loglevel=error

# The build, and the tools image: `docker build --target tools` runs npm run backup/restore/move.
FROM node:${NODE_VERSION}-bookworm-slim AS tools
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 membros \
    && useradd --system --uid 1001 --gid membros --no-create-home membros \
    && mkdir -p /data \
    && chown membros:membros /data
# The server's files stay owned by root: the app writes only to DATA_DIR and its own cache.
COPY --from=tools /app/.next/standalone ./
RUN mkdir -p .next/cache && chown membros:membros .next/cache
USER membros
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Graceful shutdown: in-flight requests and the held e-mail or webhook finish (SHUTDOWN_TIMEOUT_MS,
# default 25 s; give the orchestrator's grace period a little more).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
