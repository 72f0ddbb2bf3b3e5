#!/usr/bin/env node
// node scripts/check-infra.mjs: what can be checked of infra/ without docker or kubectl.
//   - every YAML file under infra/k8s parses;
//   - every kustomization's resources, generator files and patch targets exist;
//   - in each overlay: selectors match pod labels, Services target named container ports, the Ingress points at
//     existing Services and ports, referenced Secrets and ConfigMaps come from a generator (or are the documented
//     external Secret of production), and every image has a tag set by the overlay;
//   - the files the Dockerfiles COPY from the build context exist, and nginx configs have balanced braces;
//   - the body limits agree: the API's (api/src), the shell's nginx /api locations and the Ingress annotations;
//   - every pod of the namespace is under a default-deny egress policy, and only the API and the shell get egress;
//   - every overlay and per-module kustomization renders with `kubectl kustomize` (offline), and every rendered
//     object is valid against the Kubernetes schemas (npm kubernetes-models), plus the production rules: resources,
//     probes and a locked-down securityContext on every container; CloudNativePG's objects, which those schemas do
//     not know, against what docs/decisiones/alta-disponibilidad.md promises (lib/cnpg.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { parseAllDocuments } from 'yaml';
import { API_CNPG, problemasCnpg, secretosDeClusters } from './lib/cnpg.mjs';
import { root } from './lib/workspaces.mjs';

const INFRA = path.join(root, 'infra');
const EXTERNAL_SECRETS = { prod: ['cartera-api', 'cartera-tls', 'cartera-pg-s3', 'cartera-pg-api'] };
const problems = [];
const problem = (where, text) => problems.push(`${path.relative(root, where)}: ${text}`);

function walk(dir, test, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, test, out);
    else if (test(entry.name)) out.push(full);
  }
  return out;
}

function readYaml(file) {
  const docs = parseAllDocuments(fs.readFileSync(file, 'utf8'));
  const values = [];
  for (const doc of docs) {
    for (const error of doc.errors) problem(file, `YAML inválido: ${error.message}`);
    const value = doc.toJS();
    if (value) values.push(value);
  }
  return values;
}

// 1. Syntax of every YAML file.
const yamlFiles = walk(path.join(INFRA, 'k8s'), (name) => /\.ya?ml$/.test(name));
for (const file of yamlFiles) readYaml(file);

// 2. Kustomizations: load resources recursively, remember generators and image settings.
function loadKustomization(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  const [k] = readYaml(file);
  const result = { objects: [], generated: { Secret: new Set(), ConfigMap: new Set() }, images: new Map() };
  for (const resource of k.resources ?? []) {
    const full = path.join(dir, resource);
    if (fs.existsSync(path.join(full, 'kustomization.yaml'))) {
      const inner = loadKustomization(full);
      result.objects.push(...inner.objects);
      for (const kind of ['Secret', 'ConfigMap'])
        inner.generated[kind].forEach((n) => result.generated[kind].add(n));
      inner.images.forEach((v, n) => result.images.set(n, v));
    } else if (fs.existsSync(full)) {
      result.objects.push(...readYaml(full).map((object) => ({ ...object, file: full })));
    } else {
      problem(file, `el recurso '${resource}' no existe`);
    }
  }
  for (const [key, kind] of [
    ['secretGenerator', 'Secret'],
    ['configMapGenerator', 'ConfigMap'],
  ]) {
    for (const generator of k[key] ?? []) {
      result.generated[kind].add(generator.name);
      for (const entry of generator.files ?? []) {
        const source = entry.includes('=') ? entry.split('=')[1] : entry;
        if (!fs.existsSync(path.join(dir, source)))
          problem(file, `${key} ${generator.name}: falta el archivo '${source}'`);
      }
    }
  }
  for (const image of k.images ?? []) result.images.set(image.name, image);
  for (const patch of k.patches ?? []) {
    const target = patch.target ?? (patch.patch ? readPatchTarget(patch.patch) : undefined);
    const apunta = (o) => o.kind === target.kind && (target.name === undefined || o.metadata?.name === target.name);
    if (target && !result.objects.some(apunta)) {
      problem(file, `el parche apunta a ${target.kind}/${target.name ?? '*'}, que no existe`);
    }
  }
  return result;
}

function readPatchTarget(text) {
  const [doc] = parseAllDocuments(text);
  const value = doc?.toJS();
  return value && !Array.isArray(value) && value.kind
    ? { kind: value.kind, name: value.metadata?.name }
    : undefined;
}

const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

function checkOverlay(carpeta) {
  const name = path.basename(carpeta);
  const dir = path.join(INFRA, 'k8s', carpeta);
  const { objects, generated, images } = loadKustomization(dir);
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const services = objects.filter((o) => o.kind === 'Service');
  // The operator of CloudNativePG creates `<cluster>-app` for each Cluster (infra/k8s/postgres).
  const external = [...(EXTERNAL_SECRETS[name] ?? []), ...secretosDeClusters(objects)];
  for (const d of deployments) {
    const spec = d.spec.template.spec;
    if (!matches(d.spec.selector?.matchLabels, d.spec.template.metadata?.labels))
      problem(d.file, `${d.metadata.name}: el selector no coincide con las etiquetas del pod`);
    for (const c of spec.containers) {
      const image = c.image.split(':')[0];
      if (image.startsWith('cartera-') && !images.get(image)?.newTag)
        problem(dir, `${name}: la imagen ${image} no tiene etiqueta (images.newTag)`);
      for (const env of c.env ?? []) {
        const ref = env.valueFrom?.secretKeyRef;
        if (ref && !generated.Secret.has(ref.name) && !external.includes(ref.name))
          problem(d.file, `${name}: el Secret ${ref.name} no se genera ni es externo`);
      }
    }
    for (const volume of spec.volumes ?? []) {
      if (volume.configMap && !generated.ConfigMap.has(volume.configMap.name))
        problem(d.file, `${name}: el ConfigMap ${volume.configMap.name} no se genera`);
    }
  }
  for (const s of services) {
    const target = deployments.find((d) => matches(s.spec.selector, d.spec.template.metadata?.labels));
    if (!target) {
      problem(s.file, `${name}: el Service ${s.metadata.name} no selecciona ningún Deployment`);
      continue;
    }
    const portNames = target.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name));
    for (const port of s.spec.ports) {
      if (typeof port.targetPort === 'string' && !portNames.includes(port.targetPort))
        problem(
          s.file,
          `${name}: ${s.metadata.name} apunta al puerto '${port.targetPort}', que el contenedor no declara`,
        );
    }
  }
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ingress.spec.rules) {
      for (const p of rule.http.paths) {
        const service = services.find((s) => s.metadata.name === p.backend.service.name);
        const port = p.backend.service.port;
        if (!service)
          problem(
            ingress.file,
            `${name}: la ruta ${p.path} apunta al Service ${p.backend.service.name}, que no existe`,
          );
        else if (port.name && !service.spec.ports.some((sp) => sp.name === port.name))
          problem(ingress.file, `${name}: ${service.metadata.name} no tiene el puerto '${port.name}'`);
      }
    }
  }
  return objects.length;
}

const overlays = fs.readdirSync(path.join(INFRA, 'k8s', 'overlays')).map((name) => `overlays/${name}`);
const modulos = fs.readdirSync(path.join(INFRA, 'k8s', 'modulos')).map((name) => `modulos/${name}`);
const counts = [...overlays, ...modulos].map((name) => `${name} ${checkOverlay(name)} objetos`);

// 3. Dockerfiles: every COPY from the build context (the repository root) names something that exists.
const dockerfiles = walk(path.join(INFRA, 'docker'), (name) => name.endsWith('.Dockerfile'));
for (const file of dockerfiles) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const copy = /^COPY\s+(?!--from)(.+)$/.exec(line.trim());
    if (!copy) continue;
    const sources = copy[1].split(/\s+/).slice(0, -1);
    for (const source of sources)
      if (!fs.existsSync(path.join(root, source))) problem(file, `COPY de '${source}', que no existe`);
  }
}

// 4. nginx configs: balanced braces (nginx -t is not available here).
for (const file of walk(path.join(INFRA, 'nginx'), () => true)) {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/#.*$/gm, '')
    .replace(/"[^"]*"/g, '');
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth < 0) break;
  }
  if (depth !== 0) problem(file, 'llaves desbalanceadas');
}

// 6. Body limits: what the API accepts, what the shell's nginx lets through and what the Ingress lets through agree
//    route by route (a photo or a document that the API takes must not die at a proxy, and the other routes stay
//    small at every hop).
function constanteBytes(archivo, nombre) {
  const texto = fs.readFileSync(path.join(root, archivo), 'utf8');
  const valor = new RegExp(`export const ${nombre} = ([\\d_ *]+);`).exec(texto)?.[1];
  if (!valor) {
    problem(path.join(root, archivo), `no se encontró ${nombre}`);
    return NaN;
  }
  return valor.split('*').reduce((producto, factor) => producto * Number(factor.trim().replace(/_/g, '')), 1);
}
const bytesNginx = (valor) => {
  const partes = /^(\d+)([km]?)$/i.exec(String(valor ?? '').trim());
  if (!partes) return NaN;
  return Number(partes[1]) * { '': 1, k: 1024, m: 1024 * 1024 }[partes[2].toLowerCase()];
};
{
  const general = constanteBytes('api/src/app.module.ts', 'LIMITE_CUERPO_BYTES');
  const fotos = constanteBytes('api/src/common/limite-cuerpo.ts', 'LIMITE_CUERPO_FOTOS_BYTES');
  const documento = constanteBytes('packages/dominio/src/garantias.ts', 'TAMANO_MAXIMO_DOCUMENTO');
  // Un archivo del tamaño máximo más los campos del formulario (10 campos de 16 KB) y las cabeceras del multipart.
  const subida = documento + 512 * 1024;
  const shell = path.join(INFRA, 'nginx', 'shell.conf.template');
  const locations = new Map();
  for (const [, ubicacion, cuerpo] of fs.readFileSync(shell, 'utf8').matchAll(/location\s+([^{]+?)\s*\{([\s\S]*?)\n\s*\}/g)) {
    locations.set(ubicacion.trim(), bytesNginx(/client_max_body_size\s+([^;]+);/.exec(cuerpo)?.[1]));
  }
  const esperadoNginx = [
    ['/api/', general, 'igual al límite general de la API (LIMITE_CUERPO_BYTES)'],
    ['/api/clientes', fotos, 'igual al de las fotos de clientes (LIMITE_CUERPO_FOTOS_BYTES)'],
  ];
  for (const [ubicacion, bytes, regla] of esperadoNginx) {
    if (locations.get(ubicacion) !== bytes) problem(shell, `location ${ubicacion}: client_max_body_size debe ser ${regla}`);
  }
  const nginxSubida = locations.get('= /api/documentos/upload');
  if (!(nginxSubida >= subida))
    problem(shell, 'location = /api/documentos/upload: client_max_body_size debe admitir un documento de TAMANO_MAXIMO_DOCUMENTO y sus campos');
  const ingresses = readYaml(path.join(INFRA, 'k8s', 'base', 'ingress.yaml')).filter((o) => o.kind === 'Ingress');
  const anotacion = (o) => bytesNginx(o?.metadata?.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size']);
  const principal = ingresses.find((o) => o.metadata.name === 'cartera');
  const subidas = ingresses.find((o) => o.metadata.name === 'cartera-subidas');
  const dondeIngress = path.join(INFRA, 'k8s', 'base', 'ingress.yaml');
  if (anotacion(principal) !== fotos)
    problem(dondeIngress, 'Ingress cartera: proxy-body-size debe ser el de las fotos de clientes (LIMITE_CUERPO_FOTOS_BYTES)');
  const rutasSubidas = (subidas?.spec.rules ?? []).flatMap((r) => r.http.paths.map((p) => `${p.pathType} ${p.path}`));
  if (!subidas || anotacion(subidas) !== nginxSubida || rutasSubidas.join() !== 'Exact /api/documentos/upload')
    problem(dondeIngress, 'Ingress cartera-subidas: sólo Exact /api/documentos/upload, con el mismo proxy-body-size que el nginx del shell');
}

// 7. Egress: a default-deny policy for every pod; the only pods with egress are the API and the shell.
{
  const red = path.join(INFRA, 'k8s', 'base', 'red.yaml');
  const politicas = readYaml(red).filter((o) => o.kind === 'NetworkPolicy' && o.spec.policyTypes?.includes('Egress'));
  const denegar = politicas.find((p) => Object.keys(p.spec.podSelector ?? {}).length === 0 && !p.spec.egress?.length);
  if (!denegar) problem(red, 'falta la NetworkPolicy que niega toda salida (podSelector vacío, sin reglas de egress)');
  const conSalida = politicas
    .filter((p) => p.spec.egress?.length)
    .map((p) => p.spec.podSelector?.matchLabels?.['app.kubernetes.io/component'])
    .sort();
  // PostgreSQL under CloudNativePG (infra/k8s/postgres/red.yaml) replicates, archives to S3 and talks to the API server.
  const politicasPostgres = readYaml(path.join(INFRA, 'k8s', 'postgres', 'red.yaml')).filter(
    (o) => o.kind === 'NetworkPolicy' && o.spec.egress?.length,
  );
  conSalida.push(...politicasPostgres.map((p) => p.spec.podSelector?.matchLabels?.['app.kubernetes.io/component']));
  conSalida.sort();
  if (conSalida.join() !== 'api,postgres,shell')
    problem(red, `sólo la API, el shell y PostgreSQL pueden tener salida; la tienen: ${conSalida.join(', ') || 'ninguno'}`);
}

// 5. Rendered manifests against the Kubernetes schemas, and what production needs of every workload.
function kubectlDisponible() {
  if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0) return true;
  if (process.getuid?.() === 0) {
    console.log('kubectl no está: se instala con apt-get (paquete kubectl)…');
    spawnSync('apt-get', ['install', '-y', 'kubectl'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
  }
  return false;
}

/** `apps/v1` + `Deployment` → the kubernetes-models class that validates it. */
async function modelo(apiVersion, kind) {
  const modulo = await import(`kubernetes-models/${apiVersion.includes('/') ? apiVersion : `v1`}`).catch(() => null);
  return modulo?.[kind];
}

function revisarCarga(carpeta, objeto) {
  const nombre = `${carpeta}: ${objeto.kind}/${objeto.metadata?.name}`;
  const pod = objeto.kind === 'Deployment' ? objeto.spec.template.spec : undefined;
  if (!pod) return;
  if (pod.securityContext?.runAsNonRoot !== true) problem(path.join(INFRA, 'k8s', carpeta), `${nombre}: sin runAsNonRoot`);
  for (const c of pod.containers) {
    const dondeC = `${nombre} (${c.name})`;
    const donde = path.join(INFRA, 'k8s', carpeta);
    if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory || !c.resources?.limits?.memory)
      problem(donde, `${dondeC}: faltan requests de cpu y memoria o el límite de memoria`);
    for (const sonda of ['readinessProbe', 'livenessProbe', 'startupProbe'])
      if (!c[sonda]) problem(donde, `${dondeC}: falta ${sonda}`);
    const sc = c.securityContext ?? {};
    if (sc.allowPrivilegeEscalation !== false || sc.readOnlyRootFilesystem !== true || !sc.capabilities?.drop?.includes('ALL'))
      problem(donde, `${dondeC}: securityContext sin allowPrivilegeEscalation=false, readOnlyRootFilesystem o drop ALL`);
  }
}

let renderizados = 0;
if (kubectlDisponible()) {
  for (const carpeta of [...overlays, ...modulos]) {
    const salida = spawnSync('kubectl', ['kustomize', path.join(INFRA, 'k8s', carpeta)], { encoding: 'utf8' });
    if (salida.status !== 0) {
      problem(path.join(INFRA, 'k8s', carpeta), `kubectl kustomize falló: ${salida.stderr.trim()}`);
      continue;
    }
    const todos = parseAllDocuments(salida.stdout).map((doc) => doc.toJS()).filter(Boolean);
    for (const objeto of todos) {
      renderizados += 1;
      if (objeto.apiVersion === API_CNPG) {
        const secretos = new Set([...(EXTERNAL_SECRETS[path.basename(carpeta)] ?? []), ...secretosDeClusters(todos)]);
        for (const texto of problemasCnpg(objeto, todos, secretos)) problem(path.join(INFRA, 'k8s', carpeta), texto);
        continue;
      }
      // kubectl folds long base64 values over two lines; the YAML reader joins them with a space.
      if (objeto.kind === 'Secret' && objeto.data)
        for (const clave of Object.keys(objeto.data)) objeto.data[clave] = objeto.data[clave].replace(/\s+/g, '');
      const Clase = await modelo(objeto.apiVersion, objeto.kind);
      const donde = path.join(INFRA, 'k8s', carpeta);
      if (!Clase) {
        problem(donde, `${objeto.apiVersion} ${objeto.kind}: tipo desconocido para el esquema de Kubernetes`);
        continue;
      }
      try {
        new Clase(objeto).validate();
      } catch (error) {
        problem(donde, `${objeto.kind}/${objeto.metadata?.name} no cumple el esquema: ${error.message}`);
      }
      revisarCarga(carpeta, objeto);
    }
  }
} else {
  console.warn('infra: AVISO, sin kubectl no se renderizan ni validan los manifiestos contra el esquema.');
}

if (problems.length > 0) {
  console.error(`infra: ${problems.length} problema(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `infra correcta: ${yamlFiles.length} YAML, ${counts.join(', ')}, ${renderizados} objetos renderizados y válidos, ` +
    `${dockerfiles.length} Dockerfiles, configuración nginx.`,
);
