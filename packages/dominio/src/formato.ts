// Formato de montos, números y fechas para mostrar (especificación §1): pesos colombianos sin decimales con
// locale es-CO, fechas dd/mm/aaaa en la hora de Bogotá. Las excepciones de la especificación también están:
// garantías en pesos dominicanos, metas con la etiqueta RD$ y las vistas de muestra en USD/es-US.
// Intl separa el símbolo del número con un espacio duro (U+00A0) en es-CO; se deja así para que no se parta.

import { DESFASE_BOGOTA, DESFASE_BOGOTA_DESDE, ZONA_HORARIA } from './constantes';
import { esFechaValida } from './fechas';

type Numerico = number | string | null | undefined;

/** Número finito a partir de un número o del texto que devuelve PostgreSQL para NUMERIC; si no, 0. */
function aNumero(valor: Numerico): number {
  const numero = typeof valor === 'string' ? Number(valor.trim()) : valor;
  return typeof numero === 'number' && Number.isFinite(numero) ? numero : 0;
}

/** Evita el '-0' cuando un valor negativo pequeño se redondea a cero. */
function sinCeroNegativo(valor: number, decimales: number): number {
  const factor = 10 ** decimales;
  return Math.round(Math.abs(valor) * factor) === 0 ? 0 : valor;
}

const formateadores = new Map<string, Intl.NumberFormat>();

function formateador(locale: string, opciones: Intl.NumberFormatOptions): Intl.NumberFormat {
  const clave = `${locale}|${JSON.stringify(opciones)}`;
  let resultado = formateadores.get(clave);
  if (!resultado) {
    resultado = new Intl.NumberFormat(locale, opciones);
    formateadores.set(clave, resultado);
  }
  return resultado;
}

/**
 * Un número como lo escribe Intl en es-CO ('.' de miles, ',' decimal), sin Intl: el primer `Intl.NumberFormat` de una
 * página carga los datos del locale, ≈ 30 ms de hilo principal en un teléfono antes de las primeras cifras del
 * dashboard (docs/rendimiento.md). Redondea la mitad hacia afuera sobre el texto decimal del número, como Intl.
 * `null` cuando el número no cabe entero en un double con sus decimales: ahí decide Intl.
 */
function numeroEsCO(valor: number, decimales: number): string | null {
  const absoluto = Math.abs(valor);
  if (absoluto * 10 ** decimales >= Number.MAX_SAFE_INTEGER) return null;
  const escalado = absoluto < 1e-6 ? 0 : Math.round(Number(`${absoluto}e${decimales}`));
  const digitos = String(escalado).padStart(decimales + 1, '0');
  const entero = digitos.slice(0, digitos.length - decimales).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraccion = decimales > 0 ? `,${digitos.slice(-decimales)}` : '';
  return `${valor < 0 && escalado !== 0 ? '-' : ''}${entero}${fraccion}`;
}

/** Monto en una moneda cualquiera (por defecto USD con es-US y dos decimales, como las vistas de muestra). */
export function formatearMoneda(
  valor: Numerico,
  { moneda = 'USD', locale = 'es-US', decimales = 2 }: { moneda?: string; locale?: string; decimales?: number } = {},
): string {
  return formateador(locale, {
    style: 'currency',
    currency: moneda,
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
  }).format(sinCeroNegativo(aNumero(valor), decimales));
}

/** Pesos colombianos sin decimales: 1234567 → '$ 1.234.567'. */
export function formatearCOP(valor: Numerico): string {
  const numero = numeroEsCO(aNumero(valor), 0);
  if (numero === null) return formatearMoneda(valor, { moneda: 'COP', locale: 'es-CO', decimales: 0 });
  return numero.startsWith('-') ? `-$\u00a0${numero.slice(1)}` : `$\u00a0${numero}`;
}

/** Pesos dominicanos (valores de garantías): 1234567.5 → 'RD$1,234,567.50'. */
export function formatearDOP(valor: Numerico): string {
  return formatearMoneda(valor, { moneda: 'DOP', locale: 'es-DO', decimales: 2 });
}

/** Montos de metas con la etiqueta RD$: 1500 → 'RD$ 1,500.00'. */
export function formatearRD(valor: Numerico): string {
  return `RD$ ${formatearNumero(valor, 2, 'es-DO')}`;
}

/** Dólares con locale es-US y dos decimales (vistas de muestra): 1234.5 → '$1,234.50'. */
export function formatearUSD(valor: Numerico): string {
  return formatearMoneda(valor, { moneda: 'USD', locale: 'es-US', decimales: 2 });
}

/** Número con separadores de miles es-CO y decimales fijos: 1234567 → '1.234.567'; (2.5, 1) → '2,5'. */
export function formatearNumero(valor: Numerico, decimales = 0, locale = 'es-CO'): string {
  const numero = locale === 'es-CO' ? numeroEsCO(aNumero(valor), decimales) : null;
  if (numero !== null) return numero;
  return formateador(locale, { minimumFractionDigits: decimales, maximumFractionDigits: decimales }).format(
    sinCeroNegativo(aNumero(valor), decimales),
  );
}

/**
 * Número es-CO con hasta `maxDecimales` decimales, sin ceros de sobra al final (como Intl con
 * `maximumFractionDigits`): 12.5 → '12,5'; 10 → '10'; 1234.567 → '1.234,57'.
 */
export function formatearNumeroHasta(valor: Numerico, maxDecimales = 2): string {
  const numero = numeroEsCO(aNumero(valor), maxDecimales);
  if (numero === null) {
    return formateador('es-CO', { maximumFractionDigits: maxDecimales }).format(
      sinCeroNegativo(aNumero(valor), maxDecimales),
    );
  }
  return numero.includes(',') ? numero.replace(/0+$/, '').replace(/,$/, '') : numero;
}

/** Un valor ya expresado en porciento: 45.63 → '45,6%'. */
export function formatearPorcentaje(valor: Numerico, decimales = 1): string {
  return `${formatearNumero(valor, decimales)}%`;
}

/**
 * `parte` como porcentaje de `total`, redondeado a `decimales` (0 cuando `total` no es positivo).
 * Ejemplo: porcentaje de recuperación = cobrado / prestado.
 */
export function calcularPorcentaje(parte: Numerico, total: Numerico, decimales = 1): number {
  const divisor = aNumero(total);
  if (divisor <= 0) return 0;
  const factor = 10 ** decimales;
  return Math.round((aNumero(parte) / divisor) * 100 * factor) / factor;
}

interface PartesBogota {
  anio: string;
  mes: string;
  dia: string;
  hora: string;
  minuto: string;
}

let formateadorBogota: Intl.DateTimeFormat | undefined;

/** −5 h en milisegundos: lo que el reloj de Bogotá va detrás de UTC, leído del mismo desfase ISO. */
const DESFASE_BOGOTA_MS =
  Date.parse('1970-01-01T00:00:00Z') - Date.parse(`1970-01-01T00:00:00${DESFASE_BOGOTA}`);

/**
 * Desde `DESFASE_BOGOTA_DESDE` la hora de Bogotá se calcula con su desfase fijo, sin Intl: el primer
 * `Intl.DateTimeFormat` con zona horaria de una página carga los datos de zonas, ≈ 117 ms de hilo principal con la
 * CPU ×4 de un teléfono (docs/decisiones/capa-de-rendimiento-del-portal.md). Antes, decide Intl.
 */
function partesEnBogota(instante: Date): PartesBogota {
  if (instante.getTime() >= DESFASE_BOGOTA_DESDE) {
    const local = new Date(instante.getTime() + DESFASE_BOGOTA_MS);
    const dos = (n: number) => String(n).padStart(2, '0');
    return {
      anio: String(local.getUTCFullYear()).padStart(4, '0'),
      mes: dos(local.getUTCMonth() + 1),
      dia: dos(local.getUTCDate()),
      hora: dos(local.getUTCHours()),
      minuto: dos(local.getUTCMinutes()),
    };
  }
  formateadorBogota ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONA_HORARIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const partes: Record<string, string> = {};
  for (const { type, value } of formateadorBogota.formatToParts(instante)) partes[type] = value;
  return {
    anio: partes.year.padStart(4, '0'),
    mes: partes.month,
    dia: partes.day,
    hora: partes.hour === '24' ? '00' : partes.hour,
    minuto: partes.minute,
  };
}

type FechaEntrada = string | Date | null | undefined;

function aInstante(valor: string | Date): Date | null {
  const instante = valor instanceof Date ? valor : new Date(valor);
  return Number.isNaN(instante.getTime()) ? null : instante;
}

/**
 * Fecha en formato colombiano dd/mm/aaaa. Una fecha de negocio 'YYYY-MM-DD' se muestra tal cual
 * ('2026-11-22' → '22/11/2026'); un instante (Date o texto ISO con hora) se muestra en la hora de Bogotá.
 * Vacío para null/undefined; un texto que no es fecha se devuelve sin cambios.
 */
export function formatearFecha(valor: FechaEntrada): string {
  if (valor === null || valor === undefined || valor === '') return '';
  if (typeof valor === 'string' && esFechaValida(valor)) {
    const [anio, mes, dia] = valor.split('-');
    return `${dia}/${mes}/${anio}`;
  }
  const instante = aInstante(valor);
  if (!instante) return String(valor);
  const { anio, mes, dia } = partesEnBogota(instante);
  return `${dia}/${mes}/${anio}`;
}

/** Fecha y hora de Bogotá, 24 h: '2026-11-22T19:05:00Z' → '22/11/2026 14:05'. Una fecha sin hora sale sin hora. */
export function formatearFechaHora(valor: FechaEntrada): string {
  if (valor === null || valor === undefined || valor === '') return '';
  if (typeof valor === 'string' && esFechaValida(valor)) return formatearFecha(valor);
  const instante = aInstante(valor);
  if (!instante) return String(valor);
  const { anio, mes, dia, hora, minuto } = partesEnBogota(instante);
  return `${dia}/${mes}/${anio} ${hora}:${minuto}`;
}

/** Fecha de hoy 'YYYY-MM-DD' en Bogotá (o la de `now`). */
export function hoyBogota(now: Date = new Date()): string {
  const { anio, mes, dia } = partesEnBogota(now);
  return `${anio}-${mes}-${dia}`;
}

/** Hora 'HH:MM' (24 h) en Bogotá de `now`. */
export function horaBogota(now: Date = new Date()): string {
  const { hora, minuto } = partesEnBogota(now);
  return `${hora}:${minuto}`;
}

/** El instante de la hora 'HH:MM' de Bogotá del día `fecha` ('YYYY-MM-DD'). */
export function instanteBogota(fecha: string, hora: string): Date {
  return new Date(`${fecha}T${hora}:00${DESFASE_BOGOTA}`);
}

/** Lo que una hoja de cálculo leería como fórmula al abrir un CSV: `=`, `+`, `-`, `@`, tabulador o retorno. */
const INICIO_FORMULA = /^[=+\-@\t\r]/;

/**
 * Texto de una celda exportada (CSV o XLSX) que no se ejecuta como fórmula: un nombre como `=HIPERVINCULO(…)`
 * se guarda como `'=HIPERVINCULO(…)`, que la hoja muestra como texto. Los números no pasan por aquí.
 */
export function neutralizarCelda(texto: string): string {
  return INICIO_FORMULA.test(texto) ? `'${texto}` : texto;
}
