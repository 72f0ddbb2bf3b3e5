#!/usr/bin/env node
// node scripts/fix-lockfile.mjs [--check]
//
// `npm ci` refuses a package-lock.json that lacks an entry for any optional dependency of a locked package, even a
// native binary for another platform (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc…). npm install
// on Linux sometimes leaves those entries out (npm/cli#4828), and the registry mirror reachable here does not serve
// every platform's binary, so npm cannot add them back by itself. This script adds the missing entries: version
// from the parent's optionalDependencies, os/cpu/libc from the package name, license, engines and dev flags from a
// sibling binary already in the lock. No integrity: npm skips a package for another platform without downloading it.
//
// --check only reports (exit 1 when entries are missing), for npm test.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { root } from './lib/workspaces.mjs';

const LOCK = path.join(root, 'package-lock.json');
const OS = new Set([
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
]);
const CPU = new Set(['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64', 'mips64el']);
const FLAGS = ['dev', 'optional', 'devOptional', 'peer'];

/** { os, cpu, libc? } from a binary package's name ('…-linux-arm-musleabihf'), or null when it names no platform. */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const index = tokens.findIndex((token, i) => OS.has(token) && CPU.has(tokens[i + 1]));
  if (index < 0) return null;
  const platform = { os: tokens[index], cpu: tokens[index + 1] };
  const libc = tokens[index + 2] ?? '';
  if (platform.os === 'linux' && /^(gnu|glibc)/.test(libc)) platform.libc = 'glibc';
  if (platform.os === 'linux' && libc.startsWith('musl')) platform.libc = 'musl';
  return platform;
}

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const missing = [];

for (const [location, entry] of Object.entries(packages)) {
  const optional = Object.entries(entry.optionalDependencies ?? {});
  const present = optional
    .map(
      ([name]) =>
        packages[`${location ? `${location}/` : ''}node_modules/${name}`] ?? packages[`node_modules/${name}`],
    )
    .filter(Boolean);
  for (const [name, version] of optional) {
    const top = `node_modules/${name}`;
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const platform = platformOf(name);
    // Only exact versions of platform binaries; any other optional dependency is npm's own business.
    if (packages[nested] || packages[top] || !platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
      continue;
    if (present.length === 0) continue;
    const sibling = present[0];
    // npm's key order: version, cpu, dev flags, libc, license, optional, os, engines.
    const added = { version, cpu: [platform.cpu] };
    for (const flag of FLAGS) if (flag !== 'optional' && sibling[flag]) added[flag] = true;
    if (platform.libc) added.libc = [platform.libc];
    if (sibling.license) added.license = sibling.license;
    added.optional = true;
    added.os = [platform.os];
    if (sibling.engines) added.engines = sibling.engines;
    if (!missing.some((m) => m.key === top)) missing.push({ key: top, entry: added });
  }
}

if (process.argv.includes('--check')) {
  if (missing.length === 0) {
    console.log('package-lock.json: están todos los binarios opcionales de otras plataformas.');
    process.exit(0);
  }
  console.error(
    `package-lock.json: faltan ${missing.length} binarios opcionales de otras plataformas y npm ci fallaría ` +
      `(${missing.map((m) => m.key.replace(/^node_modules\//, '')).join(', ')}).\n` +
      'Corríjalo con: node scripts/fix-lockfile.mjs',
  );
  process.exit(1);
}

if (missing.length === 0) {
  console.log('package-lock.json ya está completo.');
  process.exit(0);
}

// Keep npm's order for what is there; each new entry goes beside the entries of its scope, in name order.
const order = Object.keys(packages);
for (const { key } of [...missing].sort((a, b) => a.key.localeCompare(b.key, 'en'))) {
  const scope = key.slice(0, key.lastIndexOf('/') + 1);
  const family = order.map((k, i) => [k, i]).filter(([k]) => k.startsWith(scope));
  const before = family.filter(([k]) => k.localeCompare(key, 'en') < 0);
  order.splice(before.length > 0 ? before.at(-1)[1] + 1 : (family[0]?.[1] ?? order.length), 0, key);
}
const added = new Map(missing.map((m) => [m.key, m.entry]));
lock.packages = Object.fromEntries(order.map((key) => [key, packages[key] ?? added.get(key)]));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${missing.length} entradas añadidas.`);
