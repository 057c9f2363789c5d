# The service as one process per container; scale with replicas (docs/deployment.md, "Scaling").
# Stage 1 builds with the dev dependencies; stage 2 holds production ones and the build only.
# Node 24, the Active LTS line (Node 20's support ended on 30 April 2026), pinned by the digest
# of the multi-platform index of node:24-bookworm-slim as it was for Node 24.18.0, declared once
# for both stages. Renew it for Node and Debian security fixes (docs/deployment.md, "Container"):
#   docker buildx imagetools inspect node:24-bookworm-slim --format '{{json .Manifest.Digest}}'
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/malaysia-calendar/package.json ./packages/malaysia-calendar/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY data ./data
COPY packages/malaysia-calendar ./packages/malaysia-calendar
COPY scripts/build-service.ts scripts/build-lock.ts scripts/build-record.ts scripts/bundle-service.ts scripts/make-code-cache.ts scripts/start-command.ts scripts/free-port.ts ./scripts/
COPY src ./src
# Checks data/ and compiles it into the calendar package, then bundles the service with the
# calendar's sources (not the package's own build, nor the command line: the image runs neither).
RUN npm run build:service

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/malaysia-calendar/package.json ./packages/malaysia-calendar/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/packages/malaysia-calendar/compiled ./packages/malaysia-calendar/compiled
# The image's unprivileged user; the files stay root's, so the service cannot change them.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (no npm in between), so SIGTERM reaches the service's graceful shutdown.
# A young generation of 4 MB semi-spaces keeps the process near 115 MiB under load instead of
# about 135 MiB, for a few per cent of throughput (docs/benchmarks.md). The old generation is
# held to 256 MiB, the heap the memory test floods (docs/threat-model.md), well inside
# compose.yaml's 512 MiB limit, so V8 collects before the kernel would kill. Under so low a
# ceiling V8 lets the old generation grow to only 1.3 times what its last full collection kept,
# and a workplace's feeds paid for a full collection every 20 to 35 requests; grown to twice, it
# collects a third as often, for about 11 MiB more (docs/threat-model.md, "Cost per request").
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "--heap-growing-percent=100", "dist/main.js"]
