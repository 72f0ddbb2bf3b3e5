// The first thing the page runs, before it paints (a small blocking script in <head>: the portal's CSP allows no
// inline script). index.html (shell/plantilla.html) paints the sign-in card with no JavaScript while the portal
// loads; a visitor with a saved session, out of /login, is not shown it: the portal will show the dashboard.
/* global location, localStorage, document */
try {
  if (location.pathname !== '/login' && localStorage.getItem('token')) {
    document.documentElement.classList.add('con-sesion');
  }
} catch {
  // Storage blocked: the static sign-in stays until the portal replaces it.
}
