# syntax=docker/dockerfile:1
# One container: the Next.js standalone server plus the embedded FerretDB (used when MONGODB_URI
# is unset), data and uploads on the /data volume. Mirrors `npm start` step for step; see docs/deploying.md.
# tests/integration/runtime-layout.test.ts runs the runtime stage's layout without Docker.

# The base images, from the registry by default. `npm test` passes local ones made with mmdebstrap
# when the registry cannot be reached (tooling/container/base-images.ts): same Debian, same versions.
# Node 24 LTS, the release `npm test` runs on (server/node-runtime.mjs); Go as server/launcher/go.ts
# fetches it (GO_TOOLCHAIN). Keep them in step.
ARG NODE_IMAGE=docker.io/library/node:24.21.0-bookworm-slim
ARG GO_IMAGE=docker.io/library/golang:1.24.3-bookworm

# ── FerretDB 1.24.2, built exactly as server/launcher/ferretdb.ts does ─────────────────────────────
# `go install …@v1.24.2` does not work (the proxy refuses the version list; the module build
# panics without build/version/version.txt): download the module, add that file, build.
FROM ${GO_IMAGE} AS ferretdb
ARG FERRETDB_VERSION=1.24.2
WORKDIR /tools
RUN set -eu; \
    dir="$(go mod download -json "github.com/FerretDB/FerretDB@v${FERRETDB_VERSION}" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"; \
    cp -r "$dir" /tools/ferretdb-src; \
    chmod -R u+w /tools/ferretdb-src; \
    printf 'v%s\n' "$FERRETDB_VERSION" > /tools/ferretdb-src/build/version/version.txt; \
    cd /tools/ferretdb-src; \
    CGO_ENABLED=0 GOFLAGS='-buildvcs=false -mod=mod' go build -trimpath -ldflags='-s -w' -o /tools/ferretdb ./cmd/ferretdb; \
    /tools/ferretdb --version | grep -q "$FERRETDB_VERSION"

# ── npm dependencies, exactly as locked ─────────────────────────────────────────────────────────
# package-lock.json lists every platform's native builds (server/launcher/lockfile-platforms.ts), so
# `npm ci` accepts it on Linux and installs only this platform's.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
# The project's own packages, which npm copies into node_modules (packages/process-state/README.md).
COPY packages ./packages
RUN npm ci --no-audit --no-fund

# ── Next.js build, output: 'standalone' (server/launcher/build.ts, as `npm start` runs it) ─────────
FROM ${NODE_IMAGE} AS build
# No setting is a build input: SITE_URL and the rest are read when the container starts, and a
# page prerendered here for another address is rendered afresh on its first request (cache-handler.mjs).
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node --input-type=module -e "await (await import('./server/launcher/build.ts')).build()"

# ── runtime ─────────────────────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ARG VERSION=1.0.0
ARG SOURCE_URL=https://github.com/sahla-ai/sahla-site
LABEL org.opencontainers.image.title="Sahla website" \
      org.opencontainers.image.description="Bilingual company website: Next.js standalone server and embedded FerretDB" \
      org.opencontainers.image.source="${SOURCE_URL}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="LicenseRef-Proprietary"
ENV NODE_ENV=production \
    APP_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
# sharp renders the Open Graph cards' text through fontconfig: without it and one font, text
# layout fails. DejaVu is the fallback face; the cards' own faces ship with the app.
RUN apt-get update \
    && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 1001 sahla \
    && useradd --system --uid 1001 --gid sahla --home-dir /app --shell /usr/sbin/nologin sahla \
    && mkdir -p /data/uploads \
    && chown -R sahla:sahla /data
# The app folder belongs to root and is read-only to the site user (the layout test runs it so):
# Next's run-time cache is not needed on disk, data and uploads live on /data.
# The layout below is repeated by tests/integration/runtime-layout.test.ts; keep them in step.
COPY --from=build /app/.next/standalone ./
# server/ is what production runs (entrypoint, seed, backup, the database supervisor); test and
# bench tooling lives in tooling/ and stays out of the image.
COPY --from=build /app/server ./server
# The site's own modules server/ runs without a build: the text rules the seed shares with the
# site (server/launcher/seed/text.ts) and the render gate's rule, counters and refusal pages, which the
# request hook applies before Next (server/front-door/render-admission.ts), with the files they import.
# Whole folders, so an import added to them later is already there.
COPY --from=build /app/lib ./lib
COPY --from=build /app/i18n ./i18n
COPY --from=build /app/messages ./messages
COPY --from=ferretdb /tools/ferretdb ./.tools/ferretdb
USER sahla
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `docker run IMAGE` serves the site; `docker run IMAGE seed|backup <dir>|restore <dir>` runs
# that task against the same database (see docs/deploying.md and docs/data.md).
ENTRYPOINT ["node", "server/container-entrypoint.ts"]
CMD ["start"]
