// The sign-in page (spec §2 Login), without the portal: /primer-pintado.js loads this file instead of the portal's
// scripts on /login when nobody is signed in. It brings to life the card index.html paints (shell/plantilla.html):
// the collector on a phone can type at once, and the portal (React, antd, Module Federation, ~300 KB) is only
// downloaded meanwhile, to run after the sign-in (docs/decisiones/capa-de-rendimiento-del-portal.md).
// The texts are the portal's: shell/src/auth/entrar.test.ts keeps them in step with @cartera/dominio.
/* global document, localStorage, sessionStorage, location, window, requestIdleCallback */

const TEXTOS = {
  usuarioObligatorio: 'Por favor ingrese el usuario',
  contrasenaObligatoria: 'Por favor ingrese la contraseña',
  credencialesIncorrectas: 'Usuario o contraseña incorrectos',
  errorGenerico: 'Error al iniciar sesión. Intente nuevamente',
  entrar: 'Entrar',
  entrando: 'Entrando...',
  bienvenida: (nombre) => `¡Bienvenido, ${nombre}!`,
  exito: 'Inicio de sesión exitoso',
  cerrar: 'Cerrar',
};

/** How long a toast stays (spec §2/§9: 4 s, 2 s for success), unless the toast says otherwise. */
const DURACION_MS = { error: 4000, exito: 2000, info: 4000, advertencia: 4000 };

/** The toast handed from one page load to the next (packages/plataforma/src/toasts.ts, `avisarEnLaSiguienteCarga`). */
const CLAVE_AVISO = 'aviso';

/**
 * Where the page that sent the visitor here asked to be taken back after the sign-in (a screen typed without a
 * session: shell/public/primer-pintado.js; the portal when its session ended: packages/plataforma/src/http.ts; Mi Ruta:
 * mfe-cobros/src/mi-ruta/main.tsx and salir.ts). Only a path of this site, never /login itself; the portal then sends
 * a role that may not open that screen to the dashboard, saying so.
 */
const CLAVE_VOLVER = 'volver';

function destinoTrasEntrar() {
  try {
    const volver = sessionStorage.getItem(CLAVE_VOLVER);
    sessionStorage.removeItem(CLAVE_VOLVER);
    if (volver && volver.startsWith('/')) {
      const destino = new URL(volver, location.origin);
      const ruta = destino.pathname;
      if (destino.origin === location.origin && ruta !== '/login' && !ruta.startsWith('/api/'))
        return ruta + destino.search;
    }
  } catch {
    // Without storage (or with a broken path), the dashboard.
  }
  return '/dashboard';
}

const formulario = document.querySelector('#primer-pintado form');
const usuario = document.getElementById('primer-pintado-usuario');
const contrasena = document.getElementById('primer-pintado-contrasena');
const boton = formulario.querySelector('button');

/** A toast top-right, as the portal's Toaster shows them; errors are announced at once (role alert). */
function mostrarAviso(tipo, mensaje, duracionMs = DURACION_MS[tipo] ?? 4000) {
  let pila = document.getElementById('avisos');
  if (!pila) {
    pila = document.createElement('div');
    pila.id = 'avisos';
    pila.setAttribute('aria-live', 'polite');
    document.body.appendChild(pila);
  }
  const aviso = document.createElement('div');
  aviso.className = `aviso aviso-${tipo === 'error' ? 'error' : 'exito'}`;
  aviso.setAttribute('role', tipo === 'error' ? 'alert' : 'status');
  const texto = document.createElement('span');
  texto.textContent = mensaje;
  const cerrar = document.createElement('button');
  cerrar.type = 'button';
  cerrar.setAttribute('aria-label', TEXTOS.cerrar);
  cerrar.textContent = '×';
  cerrar.addEventListener('click', () => aviso.remove());
  aviso.append(texto, cerrar);
  pila.appendChild(aviso);
  setTimeout(() => aviso.remove(), duracionMs);
}

/** The field's error under it, as antd's Form.Item shows a rule's message; `null` clears it. */
function marcarCampo(campo, mensaje) {
  const contenedor = campo.closest('.campo');
  const id = `${campo.id}-error`;
  let error = document.getElementById(id);
  if (!mensaje) {
    error?.remove();
    contenedor.classList.remove('con-error');
    campo.removeAttribute('aria-invalid');
    campo.removeAttribute('aria-describedby');
    return;
  }
  if (!error) {
    error = document.createElement('div');
    error.id = id;
    error.className = 'error';
    error.setAttribute('role', 'alert');
    contenedor.appendChild(error);
  }
  error.textContent = mensaje;
  contenedor.classList.add('con-error');
  campo.setAttribute('aria-invalid', 'true');
  campo.setAttribute('aria-describedby', id);
}

/** The form's rules (the same as the portal's: required, and the user not only spaces); true when both pass. */
function validar() {
  const faltaUsuario = usuario.value.trim().length === 0;
  const faltaContrasena = contrasena.value.length === 0;
  marcarCampo(usuario, faltaUsuario ? TEXTOS.usuarioObligatorio : null);
  marcarCampo(contrasena, faltaContrasena ? TEXTOS.contrasenaObligatoria : null);
  return !faltaUsuario && !faltaContrasena;
}

function ocupado(enviando) {
  usuario.disabled = enviando;
  contrasena.disabled = enviando;
  boton.disabled = enviando;
  boton.textContent = enviando ? TEXTOS.entrando : TEXTOS.entrar;
}

/** Spec §8: the server's message when it sent one; otherwise the fixed texts of the catalogue. */
function mensajeDeFallo(estado, cuerpo) {
  if (estado > 0 && cuerpo && typeof cuerpo.message === 'string' && cuerpo.message) return cuerpo.message;
  if (estado === 401) return TEXTOS.credencialesIncorrectas;
  return TEXTOS.errorGenerico;
}

/** `POST /api/auth/login` (API envelope: `{ success, data: { token, usuario } }`); throws the message to show. */
async function iniciarSesion(email, password) {
  let respuesta;
  try {
    respuesta = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(TEXTOS.errorGenerico);
  }
  const cuerpo = await respuesta.json().catch(() => null);
  const datos = cuerpo?.data ?? cuerpo ?? {};
  if (!respuesta.ok) throw new Error(mensajeDeFallo(respuesta.status, cuerpo));
  if (
    !cuerpo?.success ||
    typeof datos.token !== 'string' ||
    typeof datos.usuario !== 'object' ||
    !datos.usuario
  ) {
    throw new Error(mensajeDeFallo(401, cuerpo));
  }
  return { token: datos.token, usuario: datos.usuario };
}

let intentado = false;

formulario.addEventListener('submit', async (evento) => {
  evento.preventDefault();
  intentado = true;
  if (!validar()) return;
  ocupado(true);
  try {
    const sesion = await iniciarSesion(usuario.value.trim(), contrasena.value);
    try {
      localStorage.setItem('token', sesion.token);
      localStorage.setItem('usuario', JSON.stringify(sesion.usuario));
    } catch {
      // Without storage no session survives the page that follows.
      throw new Error(TEXTOS.errorGenerico);
    }
    const nombre = typeof sesion.usuario.nombre === 'string' ? sesion.usuario.nombre : '';
    try {
      const mensaje = nombre ? TEXTOS.bienvenida(nombre) : TEXTOS.exito;
      sessionStorage.setItem(CLAVE_AVISO, JSON.stringify({ tipo: 'exito', mensaje }));
    } catch {
      // The greeting is a courtesy; the session is what matters.
    }
    // The portal starts with the files downloaded meanwhile (primer-pintado.js sees the session), on the page that
    // asked for the sign-in (Mi Ruta waits there for the collector with his queue) or on the dashboard.
    location.replace(destinoTrasEntrar());
  } catch (error) {
    mostrarAviso('error', error instanceof Error ? error.message : TEXTOS.errorGenerico);
    ocupado(false);
    contrasena.focus();
  }
});

// After a first attempt, each field is checked again as it is typed in, as antd's form does.
for (const campo of [usuario, contrasena]) {
  campo.addEventListener('input', () => {
    if (intentado) validar();
  });
}

/** The toast a previous page left for this one ('Sesión cerrada correctamente' after signing out). */
function avisoPendiente() {
  try {
    const guardado = sessionStorage.getItem(CLAVE_AVISO);
    sessionStorage.removeItem(CLAVE_AVISO);
    const aviso = guardado ? JSON.parse(guardado) : null;
    if (aviso && typeof aviso.mensaje === 'string' && aviso.mensaje) {
      mostrarAviso(aviso.tipo, aviso.mensaje, Number(aviso.duracionMs) || undefined);
    }
  } catch {
    // A broken or blocked store: no toast.
  }
}

/** localStorage key of the files the last start of the portal needed (shell/src/arranque/archivosDeArranque.ts). */
const CLAVE_ARCHIVOS_ARRANQUE = 'archivos-portal';

/**
 * The portal's scripts into the HTTP cache while the user types, not run: they start after the sign-in. Also the
 * files its last start needed in this browser, if they are of the same build (same scripts in index.html).
 */
function descargarPortal() {
  const meta = document.querySelector('meta[name="cartera-portal"]');
  const version = meta ? meta.content : '';
  const archivos = version.split(' ').filter(Boolean);
  try {
    const recordados = JSON.parse(localStorage.getItem(CLAVE_ARCHIVOS_ARRANQUE) || 'null');
    if (recordados && recordados.portal === version && Array.isArray(recordados.archivos)) {
      archivos.push(
        ...recordados.archivos.filter((archivo) => /^\/static\/[\w./-]+\.(js|css)$/.test(archivo)),
      );
    }
  } catch {
    // No usable list: the entry scripts only.
  }
  for (const archivo of new Set(archivos)) {
    const enlace = document.createElement('link');
    enlace.rel = 'prefetch';
    enlace.as = archivo.endsWith('.css') ? 'style' : 'script';
    enlace.href = archivo;
    document.head.appendChild(enlace);
  }
}

usuario.readOnly = false;
contrasena.readOnly = false;
boton.disabled = false;
if (document.activeElement === document.body || !document.activeElement) usuario.focus();
avisoPendiente();
const enReposo =
  typeof requestIdleCallback === 'function' ? requestIdleCallback : (accion) => setTimeout(accion, 1);
if (document.readyState === 'complete') enReposo(descargarPortal);
else window.addEventListener('load', () => enReposo(descargarPortal), { once: true });
