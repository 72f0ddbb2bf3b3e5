# syntax=docker/dockerfile:1.7
# API image (NestJS + Fastify). Build from the repository root:
#   docker build -f infra/docker/api.Dockerfile -t cartera-api .
# It expects DATABASE_URL, JWT_SECRET, CANALES_KEY and RESPALDOS_CLAVE at run time (a Kubernetes Secret; with
# NODE_ENV=production the API refuses to start without them); the embedded PostgreSQL of
# `npm start` is for a developer machine, not for a container.

FROM node:20-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change. npm ci needs every workspace's
# package.json to match the lockfile.
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages/dominio/package.json packages/dominio/
COPY packages/plataforma/package.json packages/plataforma/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-clientes/package.json mfe-clientes/
COPY mfe-prestamos/package.json mfe-prestamos/
COPY mfe-cobros/package.json mfe-cobros/
COPY mfe-avanzados/package.json mfe-avanzados/
COPY e2e/package.json e2e/
COPY infra/package.json infra/
# The root workspace brings TypeScript.
RUN npm ci --include-workspace-root -w @cartera/api
COPY packages/dominio packages/dominio
COPY api api
RUN npm run build -w @cartera/dominio && npm run build -w @cartera/api

FROM node:20-slim AS runtime
# La memoria (docs/decisiones/importacion.md, «Memoria»; `npm start` y los benchmarks toman estas tres de aquí,
# scripts/lib/memoria-api.mjs):
# - MALLOC_ARENA_MAX=2: glibc no abre una arena de malloc por hilo (los del recolector de V8 y de libuv); medido con la
#   importación, la memoria fuera del heap de V8 crece la mitad.
# - MALLOC_MMAP_THRESHOLD_=4194304: lo de 4 MB o más (los 19 MiB de cada argon2, un resultado grande de PostgreSQL)
#   va en su propio mapeo y vuelve al sistema al liberarse; con el umbral móvil de glibc se quedaba en la arena.
# - --max-old-space-size=512: con el tope por defecto (un cuarto de la memoria de la máquina, hasta 4 GB) V8 deja
#   crecer el heap hasta 4 veces lo vivo entre dos recolecciones completas; con 512 MB, ≈ 1,4 veces, y lo vivo de
#   la importación más grande (≈ 200 MB) cabe con holgura.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=4194304 \
    NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY --from=build /app/packages/dominio/package.json packages/dominio/
COPY --from=build /app/packages/plataforma/package.json packages/plataforma/
COPY --from=build /app/api/package.json api/
COPY --from=build /app/shell/package.json shell/
COPY --from=build /app/mfe-clientes/package.json mfe-clientes/
COPY --from=build /app/mfe-prestamos/package.json mfe-prestamos/
COPY --from=build /app/mfe-cobros/package.json mfe-cobros/
COPY --from=build /app/mfe-avanzados/package.json mfe-avanzados/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/infra/package.json infra/
RUN npm ci --omit=dev -w @cartera/api && npm cache clean --force
COPY --from=build /app/packages/dominio/dist packages/dominio/dist
COPY --from=build /app/api/dist api/dist
# DATA_DIR only holds local files when no DATABASE_URL is given; keep it writable for the non-root user.
RUN mkdir -p /app/.data && chown node:node /app/.data
ENV DATA_DIR=/app/.data
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
