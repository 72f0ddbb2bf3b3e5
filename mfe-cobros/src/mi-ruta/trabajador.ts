// The service worker of /mi-ruta (Workbox, generated at build time by rsbuild.mi-ruta.config.ts): it precaches the
// page so it opens without signal. A new mfe-cobros build changes its precache list, so the next online open installs
// the new worker, which takes over at once (skipWaiting + clientsClaim); the page then reloads once onto the new build.

export const URL_TRABAJADOR = '/mi-ruta/sw.js';
export const ALCANCE = '/mi-ruta';

export function registrarTrabajador(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const habiaControlador = Boolean(navigator.serviceWorker.controller);
  let recargada = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control of a page that is already the current build: nothing to reload.
    if (!habiaControlador || recargada) return;
    recargada = true;
    location.reload();
  });
  const registrar = () =>
    void navigator.serviceWorker
      .register(URL_TRABAJADOR, { scope: ALCANCE, updateViaCache: 'none' })
      .catch(() => undefined);
  // After the page has loaded: the worker's precache downloads must not compete with the first paint.
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar, { once: true });
}
