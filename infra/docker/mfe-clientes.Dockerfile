# syntax=docker/dockerfile:1.7
# Remote mfe-clientes: its built files (remoteEntry, mf-manifest.json, chunks) served by nginx with CORS.
# Build from the repository root:
#   docker build -f infra/docker/mfe-clientes.Dockerfile -t cartera-mfe-clientes .

FROM node:20-slim AS build
WORKDIR /app
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
RUN npm ci -w @cartera/mfe-clientes
# dominio and plataforma are compiled from their sources into the bundle.
COPY packages packages
COPY mfe-clientes mfe-clientes
RUN npm run build -w @cartera/mfe-clientes

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY infra/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY infra/nginx/cabeceras-seguridad.conf /etc/nginx/snippets/cabeceras-seguridad.conf
# Served under /mf/mfe-clientes/, the same path the Ingress routes here, so no path rewriting is needed anywhere.
COPY --from=build /app/mfe-clientes/dist /usr/share/nginx/html/mf/mfe-clientes
EXPOSE 8080
