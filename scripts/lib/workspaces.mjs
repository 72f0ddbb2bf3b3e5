// The monorepo as the scripts see it: where the root is, which workspaces exist and which depend on which.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Browser apps built with rsbuild: the shell (host) and the remotes served under /mf/<folder>/. */
export const SHELL = 'shell';
export const REMOTES = ['mfe-clientes', 'mfe-prestamos', 'mfe-cobros', 'mfe-avanzados'];

/** Module Federation name of a remote: 'mfe-clientes' → 'mfe_clientes'. */
export function remoteName(folder) {
  return folder.replaceAll('-', '_');
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Workspaces in the order the root package.json lists them: { dir, name, pkg, deps }, where deps are the
 * directories of the @cartera/* workspaces it depends on, transitively.
 */
export function listWorkspaces() {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const list = rootPkg.workspaces.map((dir) => {
    const pkg = readJson(path.join(root, dir, 'package.json'));
    return { dir, name: pkg.name, pkg };
  });
  const byName = new Map(list.map((w) => [w.name, w]));
  const directDeps = (w) =>
    Object.keys({ ...w.pkg.dependencies, ...w.pkg.devDependencies, ...w.pkg.peerDependencies })
      .filter((name) => byName.has(name))
      .map((name) => byName.get(name));
  for (const w of list) {
    const seen = new Set();
    const visit = (x) => {
      for (const d of directDeps(x)) {
        if (!seen.has(d.dir)) {
          seen.add(d.dir);
          visit(d);
        }
      }
    };
    visit(w);
    w.deps = [...seen];
  }
  return list;
}
