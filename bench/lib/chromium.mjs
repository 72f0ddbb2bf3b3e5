// El Chromium de los benchmarks del navegador (clientes, Mi Ruta, portal) y sus opciones, escritos una vez.
import { createRequire } from 'node:module';
import process from 'node:process';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';

/** El Chromium de las pruebas de navegador y sus opciones (e2e/support/chromium.json): el mismo navegador, igual. */
const opciones = createRequire(import.meta.url)('../../e2e/support/chromium.json');

/** CHROMIUM_PATH, o el del sistema (apt-get install -y chromium). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? opciones.ejecutable;

/**
 * Sin sandbox, GPU, QUIC ni tráfico de fondo (actualizaciones, sincronización): lo que se mide es la página. Cada
 * bench agrega su forma de correr sin ventana (`--headless` o `--headless=new`).
 */
export const ARGUMENTOS_CHROMIUM = opciones.argumentos;

/** Un Chromium sin ventana manejado con playwright, para las medidas propias de las páginas; quien lo abre lo cierra. */
export function lanzarChromium() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', ...ARGUMENTOS_CHROMIUM] });
}

/**
 * Un Chromium sin ventana para Lighthouse (chrome-launcher) y puppeteer conectado a él para preparar las páginas;
 * quien lo abre lo cierra (`navegador.disconnect()`, `chrome.kill()`).
 */
export async function chromeParaLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...ARGUMENTOS_CHROMIUM],
  });
  const navegador = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return { chrome, navegador };
}
