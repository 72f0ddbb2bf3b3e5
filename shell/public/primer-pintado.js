// The first thing the page runs, before it paints (a small blocking script in <head>: the portal's CSP allows no
// inline script). index.html (shell/plantilla.html) paints the sign-in card with no JavaScript while the portal
// loads; a visitor with a saved session, out of /login, is shown instead the signed-in frame (top bar, sidebar) with
// the title of the screen asked for, as the portal will draw them (shell/src/layout/MarcoInicial.tsx).
/* global location, localStorage, document, MutationObserver */

/** Menu screens → their titles, as each screen's <Titulo> shows them (e2e/tests/login.test.ts keeps them in step). */
const TITULOS = {
  '/dashboard': 'Dashboard Principal',
  '/clientes': 'Clientes',
  '/prestamos': 'Préstamos',
  '/garantias': 'Garantías',
  '/cobros': 'Gestión de Cobros',
  '/cobradores': 'Cobradores',
  '/reportes': 'Reportes',
  '/usuarios': 'Usuarios',
  '/rutas-cobro': 'Rutas de Cobro',
  '/metas-cobradores': 'Metas de Cobradores',
  '/flujo-caja': 'Flujo de Caja',
  '/auditoria': 'Auditoría y Logs',
  '/notificaciones': 'Centro de Notificaciones',
  '/configuracion': 'Configuración',
};

try {
  if (location.pathname !== '/login' && localStorage.getItem('token')) {
    const raiz = document.documentElement;
    raiz.classList.add('con-sesion');
    const ruta = location.pathname.replace(/\/+$/, '') || '/dashboard';
    const titulo = Object.prototype.hasOwnProperty.call(TITULOS, ruta) ? TITULOS[ruta] : '';
    if (titulo) {
      raiz.dataset.titulo = titulo;
      raiz.dataset.tituloDe = ruta;
      // The frame's heading is parsed after this script: it gets its text as soon as it is in the document.
      const observador = new MutationObserver(() => {
        const encabezado = document.getElementById('marco-titulo');
        if (!encabezado) return;
        encabezado.textContent = titulo;
        observador.disconnect();
      });
      observador.observe(raiz, { childList: true, subtree: true });
    }
  }
} catch {
  // Storage blocked: the static sign-in stays until the portal replaces it.
}
