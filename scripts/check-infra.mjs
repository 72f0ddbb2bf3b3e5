#!/usr/bin/env node
// node scripts/check-infra.mjs: what can be checked of infra/ without docker or kubectl.
//   - every YAML file under infra/k8s parses;
//   - every kustomization's resources, generator files and patch targets exist;
//   - in each overlay: selectors match pod labels, Services target named container ports, the Ingress points at
//     existing Services and ports, referenced Secrets and ConfigMaps come from a generator (or are the documented
//     external Secret of production), and every image has a tag set by the overlay;
//   - the files the Dockerfiles COPY from the build context exist, and nginx configs have balanced braces.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { parseAllDocuments } from 'yaml';
import { root } from './lib/workspaces.mjs';

const INFRA = path.join(root, 'infra');
const EXTERNAL_SECRETS = { prod: ['cartera-api', 'cartera-tls'] };
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
    if (target && !result.objects.some((o) => o.kind === target.kind && o.metadata?.name === target.name)) {
      problem(file, `el parche apunta a ${target.kind}/${target.name}, que no existe`);
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

function checkOverlay(name) {
  const dir = path.join(INFRA, 'k8s', 'overlays', name);
  const { objects, generated, images } = loadKustomization(dir);
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const services = objects.filter((o) => o.kind === 'Service');
  const external = EXTERNAL_SECRETS[name] ?? [];
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

const overlays = fs.readdirSync(path.join(INFRA, 'k8s', 'overlays'));
const counts = overlays.map((name) => `${name} ${checkOverlay(name)} objetos`);

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

if (problems.length > 0) {
  console.error(`infra: ${problems.length} problema(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `infra correcta: ${yamlFiles.length} YAML, overlays ${counts.join(', ')}, ${dockerfiles.length} Dockerfiles, configuración nginx.`,
);
