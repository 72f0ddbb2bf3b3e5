// The first thing the page runs, before it paints (a small blocking script in <head>: the portal's CSP allows no
// inline script). It decides what the page is:
// - a visitor with a saved session is shown the signed-in frame (top bar, sidebar) with the title of the screen asked
//   for, as the portal will draw them (shell/src/layout/MarcoInicial.tsx), and the portal starts;
// - a visitor without one sees the sign-in card of index.html (shell/plantilla.html), which /entrar.js makes work
//   without the portal: its scripts are only downloaded for after the sign-in, not run (docs/decisiones/capa-de-rendimiento-del-portal.md).
/* global location, localStorage, sessionStorage, document, window, MutationObserver, atob */

/**
 * The screens of the registry (packages/plataforma/src/pantallas.ts), written here by the build and by `rsbuild dev`
 * (shell/primeros-scripts.ts, `conPantallas`): `titulos`, the path of each screen of the portal → the title it shows;
 * `remotos`, each top-level segment → the remote that draws it; `roles`, the path of each screen → who may open it.
 */
const PANTALLAS = { titulos: {}, remotos: {}, roles: {} };

/**
 * A saved session the portal will accept (packages/plataforma/src/sesion.ts): a JWT whose session (`sexp`, else `exp`)
 * has not ended, and a user.
 */
function haySesion() {
  const token = localStorage.getItem('token');
  const usuario = localStorage.getItem('usuario');
  if (!token || !usuario) return false;
  try {
    const partes = token.split('.');
    const datos = JSON.parse(atob(partes[1].replace(/-/g, '+').replace(/_/g, '/')));
    JSON.parse(usuario);
    const fin = datos.sexp === undefined ? datos.exp : datos.sexp;
    return partes.length === 3 && (fin === undefined || fin * 1000 > Date.now());
  } catch {
    return false;
  }
}

/** The signed-in frame of index.html, with the title of `ruta` once its heading is parsed. */
function pintarMarco(ruta) {
  const raiz = document.documentElement;
  raiz.classList.add('con-sesion');
  const titulo = Object.prototype.hasOwnProperty.call(PANTALLAS.titulos, ruta) ? PANTALLAS.titulos[ruta] : '';
  if (!titulo) return;
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

/**
 * Where the portal will be for the saved user: `ruta`, or the dashboard when his role may not open that screen (the
 * portal's guard sends him there: shell/src/auth/PantallaPermitida.tsx). Its frame is painted and its remote got ready
 * instead of the forbidden screen's.
 */
function rutaPermitida(ruta) {
  const raiz = `/${ruta.split('/')[1] || ''}`;
  const roles = Object.prototype.hasOwnProperty.call(PANTALLAS.roles, raiz) ? PANTALLAS.roles[raiz] : null;
  if (!roles) return ruta;
  try {
    const { rol } = JSON.parse(localStorage.getItem('usuario') || 'null');
    return roles.includes(rol) ? ruta : '/dashboard';
  } catch {
    // No readable user: the portal decides.
    return ruta;
  }
}

/** Runs `accion` once the parser has read the whole (small) document: the list of scripts is the last tag of <head>. */
function alLeerDocumento(accion) {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', accion, { once: true });
  else accion();
}

/** The portal's scripts, as the build lists them (shell/rsbuild.config.ts, `scriptsDelPortal`). */
function scriptsDelPortal() {
  const meta = document.querySelector('meta[name="cartera-portal"]');
  return meta ? meta.content.split(' ').filter(Boolean) : [];
}

/** `async = false`: the scripts run in the order given, as the `defer` tags the build would have written. */
function agregarScripts(lista) {
  for (const src of lista) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
}

/**
 * remotes.json, asked for now: loading a remote's screen starts by reading it, and its answer travels while the
 * portal's scripts download and run. shell/src/remotos/remotos.ts takes this response instead of asking again.
 */
function pedirRemotos() {
  const pedido = fetch('/remotes.json', { cache: 'no-store' });
  // A failure is the portal's to report: it then asks again.
  pedido.catch(() => undefined);
  window.carteraRemotosAdelantados = pedido;
  return pedido;
}

/**
 * The files a remote's `./routes` runs first, as its manifest names them: its entry and the chunks and sheets of
 * `./routes`, not the remote's copies of the shared modules (the shell provides them). The same reading as
 * `archivosDeRutas` in shell/src/remotos/remotos.ts, which the menu's idle download uses.
 */
function archivosDeRutas(manifiesto) {
  const compartidos = new Set();
  for (const compartido of manifiesto.shared || []) {
    const js = (compartido.assets && compartido.assets.js) || {};
    for (const archivo of [...(js.sync || []), ...(js.async || [])]) compartidos.add(archivo);
  }
  const rutas = (manifiesto.exposes || []).find((e) => e.name === 'routes' || e.name === './routes');
  const activos = (rutas && rutas.assets) || {};
  const entrada = manifiesto.metaData && manifiesto.metaData.remoteEntry;
  const scripts = ((activos.js && activos.js.sync) || []).filter((archivo) => !compartidos.has(archivo));
  if (entrada && entrada.name) {
    scripts.unshift(`${entrada.path ? `${entrada.path.replace(/\/$/, '')}/` : ''}${entrada.name}`);
  }
  return { scripts, hojas: (activos.css && activos.css.sync) || [] };
}

/** `<link rel="preload">`: the file downloads now, at its type's priority, and the tag that asks for it later gets it. */
function precargar(url, como) {
  const enlace = document.createElement('link');
  enlace.rel = 'preload';
  enlace.as = como;
  enlace.href = url;
  document.head.appendChild(enlace);
}

/**
 * The remote that draws `ruta`, got ready while the portal's own scripts download: its manifest is asked for as soon
 * as remotes.json answers, and its entry and `./routes` are preloaded. Otherwise that chain (manifest → entry →
 * routes) would only start once the portal has run, one round trip after another. The portal's runtime takes this
 * manifest instead of asking again (remotos.ts, `manifiestoYaDescargado`). Any failure leaves it all to the portal.
 */
function adelantarRemoto(ruta, pedidoRemotos) {
  const segmento = ruta.split('/')[1] || '';
  const remoto = Object.prototype.hasOwnProperty.call(PANTALLAS.remotos, segmento)
    ? PANTALLAS.remotos[segmento]
    : null;
  if (!remoto) return;
  // The body is read from a copy: remotos.ts reads the response itself.
  const manifiesto = pedidoRemotos
    .then((respuesta) =>
      respuesta.ok ? respuesta.clone().json() : Promise.reject(new Error('remotes.json')),
    )
    .then((remotos) => {
      if (typeof remotos[remoto] !== 'string') throw new Error(`${remoto} no figura en remotes.json`);
      const url = new URL(remotos[remoto], location.href).href;
      return fetch(url, { cache: 'no-cache' }).then((respuesta) => {
        if (!respuesta.ok) throw new Error(`${url}: HTTP ${respuesta.status}`);
        return respuesta.text().then((texto) => ({ url, texto }));
      });
    });
  manifiesto
    .then(({ url, texto }) => {
      const { scripts, hojas } = archivosDeRutas(JSON.parse(texto));
      for (const archivo of scripts) precargar(new URL(archivo, url).href, 'script');
      for (const archivo of hojas) precargar(new URL(archivo, url).href, 'style');
    })
    .catch(() => undefined);
  window.carteraManifiestoAdelantado = { remoto, manifiesto };
}

let conSesion = false;
try {
  conSesion = haySesion();
} catch {
  // Storage blocked: no session can be kept; the sign-in page says so when it is used.
}
const ruta = location.pathname.replace(/\/+$/, '') || '/dashboard';
if (conSesion) {
  // On /login the portal sends a signed-in visitor on to the dashboard: its frame, then; so too on a screen of
  // another role.
  const destino = rutaPermitida(ruta === '/login' ? '/dashboard' : ruta);
  pintarMarco(destino);
  adelantarRemoto(destino, pedirRemotos());
  alLeerDocumento(() => agregarScripts(scriptsDelPortal()));
} else if (ruta === '/login') {
  alLeerDocumento(() => agregarScripts(['/entrar.js']));
} else {
  // Every screen but /login is behind a session (spec §2): straight to the sign-in, before loading anything; the
  // sign-in brings the visitor back here (shell/public/entrar.js, `CLAVE_VOLVER`).
  try {
    sessionStorage.setItem('volver', location.pathname + location.search);
  } catch {
    // Without storage, the sign-in goes to the dashboard.
  }
  location.replace('/login');
}
