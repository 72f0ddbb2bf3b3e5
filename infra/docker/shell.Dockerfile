# syntax=docker/dockerfile:1.7
# Shell (host) image: login, layout, dashboard and users, served by nginx with SPA fallback.
# Build from the repository root:
#   docker build -f infra/docker/shell.Dockerfile -t cartera-shell .

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
RUN npm ci -w @cartera/shell
# dominio and plataforma are compiled from their sources into the bundle.
COPY packages packages
COPY shell shell
RUN npm run build -w @cartera/shell

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY infra/nginx/shell.conf.template /etc/nginx/templates/default.conf.template
COPY infra/nginx/cabeceras-seguridad.conf /etc/nginx/snippets/cabeceras-seguridad.conf
COPY --from=build /app/shell/dist /usr/share/nginx/html
# The remotes list served at /remotes.json; Kubernetes mounts the ConfigMap `remotes-json` over this folder.
COPY --from=build /app/shell/dist/remotes.json /etc/cartera/remotes.json
# Where /api is proxied when the shell is reached directly (through the Ingress, /api never gets here).
ENV API_URL=http://api:3000
# Origins of remotes served from elsewhere (a CDN named in remotes.json), added to the CSP script-src; empty: none.
ENV CSP_REMOTOS=""
EXPOSE 8080
