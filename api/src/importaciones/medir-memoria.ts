// De qué está hecha la memoria de una importación (docs/decisiones/importacion.md, «Memoria»): con
// CARTERA_MEDIR_MEMORIA=1 la API toma process.memoryUsage() cada 100 ms mientras revisa o aplica, y el registro dice,
// cada segundo y al empezar y terminar cada etapa, lo de ese momento y lo más alto desde la línea anterior (residente,
// heap en uso, heap reservado, fuera del heap y búferes) y lo que quedó vivo tras la última recolección completa, en
// MB. Sin la variable no hace nada.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';

const CLAVES = ['rss', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers'] as const;
type Cifras = Record<(typeof CLAVES)[number], number>;

const activa = () => process.env.CARTERA_MEDIR_MEMORIA === '1';
const mb = (bytes: number) => Math.round(bytes / 1048576);

let maximos: Cifras | null = null;
let muestreo: NodeJS.Timeout | null = null;
let usos = 0;
let muestras = 0;
let etapaActual = '';
/** El heap en uso justo después de la última recolección completa (lo vivo), o null si no hubo ninguna. */
let vivo: number | null = null;
let recolecciones: PerformanceObserver | null = null;

function muestra(): Cifras {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const actual = { rss, heapUsed, heapTotal, external, arrayBuffers };
  if (maximos) for (const clave of CLAVES) maximos[clave] = Math.max(maximos[clave], actual[clave]);
  return actual;
}

/** Una entrada 'gc' de perf_hooks de una recolección completa (marcar y compactar). */
function esRecoleccionCompleta(entrada: object): boolean {
  return (
    'detail' in entrada &&
    typeof entrada.detail === 'object' &&
    entrada.detail !== null &&
    'kind' in entrada.detail &&
    entrada.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR
  );
}

/** Corre `trabajo` (una revisión o una aplicación) tomando muestras de la memoria mientras dura. */
export async function conMemoriaMedida<T>(etapa: string, trabajo: () => Promise<T>): Promise<T> {
  if (!activa()) return trabajo();
  usos += 1;
  etapaActual = etapa;
  if (!muestreo) {
    maximos = muestra();
    muestreo = setInterval(() => {
      muestra();
      muestras += 1;
      if (muestras % 10 === 0) registrarMemoria(etapaActual);
    }, 100);
    muestreo.unref();
    recolecciones = new PerformanceObserver((lista) => {
      for (const entrada of lista.getEntries())
        if (esRecoleccionCompleta(entrada)) vivo = process.memoryUsage().heapUsed;
    });
    recolecciones.observe({ entryTypes: ['gc'] });
  }
  registrarMemoria(`${etapa}: empieza`);
  try {
    return await trabajo();
  } finally {
    registrarMemoria(`${etapa}: termina`);
    usos -= 1;
    if (usos === 0 && muestreo) {
      clearInterval(muestreo);
      muestreo = null;
      recolecciones?.disconnect();
      recolecciones = null;
    }
  }
}

/** Una línea del registro: la memoria ahora y lo más alto desde la línea anterior, en MB. */
function registrarMemoria(momento: string): void {
  if (!activa()) return;
  const ahora = muestra();
  const alto = maximos ?? ahora;
  const texto = CLAVES.map((clave) => `${clave} ${mb(ahora[clave])} (máx ${mb(alto[clave])})`).join(' · ');
  const trasRecoleccion = vivo === null ? '' : ` · vivo tras la última recolección completa ${mb(vivo)}`;
  new Logger('MedirMemoria').log(`${momento} | ${texto}${trasRecoleccion}`);
  maximos = { ...ahora };
}
