// npm run bench:portal (bench/portal.mjs): lo que mide en una página. Cuándo una pantalla es usable, una página en
// frío con la sesión, la carga por una red móvil simulada, los bytes de su ruta crítica y el tiempo de un clic en el
// menú hasta la pantalla nueva usable.
/* global window, document, performance -- los de la página, en las funciones que corren en el navegador */
import { percentil } from '../prestamos-comun.mjs';

/**
 * Una pantalla es usable cuando el portal pintó su título (no el primer pintado estático de index.html) y nada del
 * área de contenido sigue girando ni está marcado como ocupado dentro de la ventana. Tras un clic en el menú
 * (medirClic) además debe ser la pantalla nueva: la ruta, y un título distinto del que había antes del clic
 * (react-router deja la pantalla anterior a la vista mientras carga la siguiente). Resuelve al reloj de la página
 * (performance.now) en el primer cuadro en que todo eso se cumple. Con `sinPartesTrasElPintado`, un marco ocupado que
 * la pantalla llena por diseño después de su primer pintado (los gráficos: `ZonaDiferida trasElPintado`, marcado
 * `data-tras-el-pintado`) no la retiene: la ruta crítica de medirCarga termina antes, y sus archivos cuentan como
 * pedidos después.
 */
export async function esperarUsable(page, ruta, { sinPartesTrasElPintado = false } = {}) {
  const listo = await page.waitForFunction(
    ({ rutaEsperada, sinTrasElPintado }) => {
      if (rutaEsperada && window.location.pathname !== rutaEsperada) return false;
      // La página de entrada es la tarjeta de index.html: usable cuando /entrar.js dejó editar sus campos.
      if (window.location.pathname === '/login') {
        const campo = document.querySelector('#primer-pintado input');
        return campo && !campo.readOnly && campo.getBoundingClientRect().height > 0
          ? performance.now()
          : false;
      }
      const contenido = document.querySelector('main') ?? document.body;
      const titulo = contenido.querySelector('h1, h2, h3, h4');
      if (!titulo || titulo.getBoundingClientRect().height === 0) return false;
      // El marco con sesión que index.html pinta antes de cualquier script todavía no es el portal.
      if (titulo.closest('#primer-pintado, #marco-pintado')) return false;
      if (rutaEsperada && titulo === window.tituloAntesDelClic) return false;
      if (contenido.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length > 0) return false;
      // Una parte que aún viene donde la persona la ve (el marco de una tabla o un gráfico diferido, una cifra que
      // espera sus datos) no es usable todavía; una más abajo en la página sí, porque la persona no llegó ahí.
      const alto = window.innerHeight;
      for (const ocupado of contenido.querySelectorAll('[aria-busy="true"]')) {
        if (sinTrasElPintado && ocupado.hasAttribute('data-tras-el-pintado')) continue;
        const { top, bottom, height } = ocupado.getBoundingClientRect();
        if (height > 0 && top < alto && bottom > 0) return false;
      }
      return performance.now();
    },
    { rutaEsperada: ruta, sinTrasElPintado: sinPartesTrasElPintado },
    { polling: 'raf', timeout: 30_000 },
  );
  return listo.jsonValue();
}

export async function nuevoContexto(navegador, sesion) {
  const contexto = await navegador.newContext({ viewport: { width: 1366, height: 800 } });
  await contexto.addInitScript((datos) => {
    window.localStorage.setItem('diag', '0');
    if (datos) {
      window.localStorage.setItem('token', datos.token);
      window.localStorage.setItem('usuario', JSON.stringify(datos.usuario));
    }
  }, sesion);
  return contexto;
}

/** Una página nueva para `ruta` (con sesión salvo en /login), sin caché HTTP y con el dominio de red de CDP activo. */
export async function paginaEnFrio(navegador, sesion, ruta) {
  const contexto = await nuevoContexto(navegador, ruta === '/login' ? null : sesion);
  const page = await contexto.newPage();
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { contexto, page, cdp };
}

/**
 * El «4G lento» de Lighthouse (150 ms de ida y vuelta, 1,6 Mbit/s de bajada, 750 kbit/s de subida), aplicado a la red
 * del propio navegador: el enlace de un cobrador con datos móviles.
 */
export const RED_MOVIL = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Una carga en frío de `ruta` por RED_MOVIL: ms de la navegación a una pantalla usable (mediana de `veces`). */
export async function medirMovil(navegador, sesion, ruta, url, veces) {
  const tiempos = [];
  for (let i = 0; i < veces; i += 1) {
    const { contexto, page, cdp } = await paginaEnFrio(navegador, sesion, ruta);
    await cdp.send('Network.emulateNetworkConditions', RED_MOVIL);
    const inicio = Date.now();
    await page.goto(`${url}${ruta}`, { waitUntil: 'domcontentloaded' });
    await esperarUsable(page);
    tiempos.push(Date.now() - inicio);
    await contexto.close();
  }
  return percentil(tiempos, 50);
}

/**
 * El JavaScript que descarga una carga en frío: archivos, bytes decodificados y bytes enviados de cada script pedido
 * antes de que la pantalla sea usable (la ruta crítica), y aparte lo que se pide después o por trabajo diferido (los
 * gráficos, dibujados tras el primer pintado; los selectores de fecha y los remotos del menú, cuando la página
 * descansa).
 */
export async function medirCarga(navegador, sesion, ruta, url) {
  const { contexto, page, cdp } = await paginaEnFrio(navegador, sesion, ruta);
  const scripts = new Map();
  /** Hojas de estilo (la hoja estática de antd): no son JavaScript, pero están en la misma ruta crítica. */
  const hojas = new Map();
  let usable = false;
  const despues = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    if (usable) despues.add(requestId);
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Stylesheet')
      hojas.set(requestId, { url: response.url, enviado: 0, precarga: despues.has(requestId) });
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        decodificado: 0,
        enviado: 0,
        codificacion: response.headers['content-encoding'] ?? '',
        // Bytes recibidos con la cabeza de la respuesta (línea de estado y cabeceras): viajan pero no son JavaScript.
        cabeceras: response.encodedDataLength ?? 0,
        precarga: despues.has(requestId),
      });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decodificado += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const recurso = scripts.get(requestId) ?? hojas.get(requestId);
    if (recurso) recurso.enviado = encodedDataLength;
  });
  await page.goto(`${url}${ruta}`);
  const momentoUsable = await esperarUsable(page, undefined, { sinPartesTrasElPintado: true });
  usable = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  // Cuándo se pidió cada archivo, con el reloj de la página (el de la respuesta de esperarUsable). La marca de arriba se
  // pone cuando esa respuesta llega a este proceso, unos ms después del cuadro usable: un pedido que la página hace
  // justo después (Reportes pide sus gráficos cuando pintó la tabla) contaría como anterior.
  const { pedidos, reposo } = await page.evaluate(() => ({
    pedidos: performance.getEntriesByType('resource').map((entrada) => [entrada.name, entrada.startTime]),
    // La primera tarea diferida (cuandoLaPaginaDescanse, packages/plataforma/src/reposo.ts): el código de los
    // selectores de fecha, los remotos del menú. Puede empezar entre dos tramos de la última transición, antes del
    // cuadro usable.
    reposo: performance.getEntriesByName('cartera:reposo')[0]?.startTime ?? Infinity,
  }));
  const inicioPedido = new Map(pedidos);
  const finCritico = Math.min(momentoUsable, reposo);
  for (const recurso of [...scripts.values(), ...hojas.values()]) {
    const pedido = inicioPedido.get(recurso.url);
    if (pedido !== undefined) recurso.precarga = pedido > finCritico;
  }
  await contexto.close();
  const criticos = [...scripts.values()].filter((s) => !s.precarga);
  const precarga = [...scripts.values()].filter((s) => s.precarga);
  return {
    archivos: criticos.length,
    decodificado: criticos.reduce((suma, s) => suma + s.decodificado, 0),
    enviado: criticos.reduce((suma, s) => suma + s.enviado, 0),
    cuerpo: criticos.reduce((suma, s) => suma + Math.max(0, s.enviado - s.cabeceras), 0),
    codificaciones: [...new Set(criticos.map((s) => s.codificacion || 'ninguna'))].join(','),
    criticos,
    precargaArchivos: precarga.length,
    precargaEnviado: precarga.reduce((suma, s) => suma + s.enviado, 0),
    cssEnviado: [...hojas.values()].filter((h) => !h.precarga).reduce((suma, h) => suma + h.enviado, 0),
  };
}

/**
 * Clic en el menú → pantalla usable, en ms del reloj de la página: del evento de clic que despacha el navegador al
 * primer cuadro que muestra la pantalla nueva usable (lo que ve la persona; no cuenta lo que tarda Playwright en
 * encontrar el enlace ni en consultar la página).
 */
export async function medirClic(page, etiqueta, ruta) {
  await page.evaluate(() => {
    window.tituloAntesDelClic = (document.querySelector('main') ?? document.body).querySelector(
      'h1, h2, h3, h4',
    );
    window.momentoDelClic = undefined;
    document.addEventListener(
      'click',
      (evento) => {
        window.momentoDelClic = evento.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: etiqueta, exact: true })
    .click();
  const usable = await esperarUsable(page, ruta);
  return usable - (await page.evaluate(() => window.momentoDelClic));
}
