import { cuandoLaPaginaDescanse } from '@cartera/plataforma';

/** localStorage key of the files the portal needed to start, read by the sign-in page (shell/public/entrar.js). */
export const CLAVE_ARCHIVOS_ARRANQUE = 'archivos-portal';

/** More would be a sign of something else than a start-up (a long session's chunks). */
const MAXIMO_ARCHIVOS = 150;

/** The portal's scripts as index.html lists them (shell/rsbuild.config.ts): they name the build. */
export function versionDelPortal(documento: Document = document): string {
  return documento.querySelector<HTMLMetaElement>('meta[name="cartera-portal"]')?.content ?? '';
}

/** The shell's own files (scripts and stylesheets under /static/) among `entradas`, in the order they were asked. */
export function archivosDelShell(entradas: readonly PerformanceEntry[], origen: string): string[] {
  const archivos = new Set<string>();
  for (const entrada of entradas) {
    let url: URL;
    try {
      url = new URL(entrada.name);
    } catch {
      continue;
    }
    if (url.origin !== origen || !url.pathname.startsWith('/static/')) continue;
    if (!/\.(js|css)$/.test(url.pathname)) continue;
    archivos.add(url.pathname);
  }
  return [...archivos].slice(0, MAXIMO_ARCHIVOS);
}

/**
 * Remembers, with the build they belong to, the shell's files this page load fetched to draw its first screen. The
 * sign-in page downloads them while the user types, so the portal that starts after the sign-in finds them in the
 * HTTP cache (docs/decisiones/capa-de-rendimiento-del-portal.md). A new build names other files: the sign-in page then ignores the list.
 */
export function recordarArchivosDeArranque(
  entradas: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
): void {
  const version = versionDelPortal();
  if (!version) return;
  const archivos = archivosDelShell(entradas, window.location.origin);
  try {
    window.localStorage.setItem(CLAVE_ARCHIVOS_ARRANQUE, JSON.stringify({ portal: version, archivos }));
  } catch {
    // Storage full or blocked: the next sign-in downloads them after it, as on a first visit.
  }
}

/**
 * After the first screen: some seconds past the page's load, when the browser is idle however long that takes
 * (at once where it cannot tell).
 */
export function recordarTrasElPrimerPintado(esperaMs = 3000): void {
  cuandoLaPaginaDescanse(() => recordarArchivosDeArranque(), { pausaTrasCargaMs: esperaMs });
}
