// Fechas de negocio como texto 'YYYY-MM-DD', sin hora ni zona horaria, con aritmética entera pura.
// Internamente una fecha es su número de día desde 1970-01-01 (algoritmos civiles de Howard Hinnant),
// así el resultado nunca depende de la zona horaria de la máquina.

const PATRON_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

// Referencia local: dentro de los contextos `vm` de jest cada acceso a un global (`Math`) es lento.
const piso = Math.floor;

interface PartesFecha {
  anio: number;
  mes: number;
  dia: number;
}

function esBisiesto(anio: number): boolean {
  return (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0;
}

/** Días del mes (`mes` de 1 a 12). */
export function diasDelMes(anio: number, mes: number): number {
  if (mes === 2) return esBisiesto(anio) ? 29 : 28;
  return mes === 4 || mes === 6 || mes === 9 || mes === 11 ? 30 : 31;
}

function leerPartes(fecha: string): PartesFecha | null {
  const partes = PATRON_FECHA.exec(fecha);
  if (!partes) return null;
  const anio = Number(partes[1]);
  const mes = Number(partes[2]);
  const dia = Number(partes[3]);
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes(anio, mes)) return null;
  return { anio, mes, dia };
}

/** Indica si `valor` es una fecha de calendario real con formato 'YYYY-MM-DD'. */
export function esFechaValida(valor: unknown): valor is string {
  return typeof valor === 'string' && leerPartes(valor) !== null;
}

/**
 * Los años que una fecha recibida de afuera (un parámetro, un campo de un cuerpo) puede tener: 1900 a 2100. Fuera de
 * ahí no hay nada de Cartera, y PostgreSQL y `Date` ya no leen igual lo que se les pasa (el año 0, el 9999 con zona).
 */
export const ANIOS_FECHA_RECIBIDA = { minimo: 1900, maximo: 2100 } as const;

/** Una fecha que la API acepta como parámetro o campo: 'YYYY-MM-DD' de calendario, con el año en ANIOS_FECHA_RECIBIDA. */
export function esFechaRecibida(valor: unknown): valor is string {
  const partes = typeof valor === 'string' ? leerPartes(valor) : null;
  return partes !== null && partes.anio >= ANIOS_FECHA_RECIBIDA.minimo && partes.anio <= ANIOS_FECHA_RECIBIDA.maximo;
}

const PATRON_INSTANTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?$/;

/**
 * Un instante que la API acepta donde una ruta recibe uno (la hora de un dispositivo, el envío programado): una fecha
 * recibida (esFechaRecibida) o ISO 8601 completo, 'YYYY-MM-DDTHH:mm[:ss[.fff]]' con 'Z' o '±HH:mm' opcional, con la
 * fecha de calendario, horas hasta 23, minutos y segundos hasta 59 y zona hasta ±23:59.
 */
export function esInstanteRecibido(valor: unknown): valor is string {
  if (esFechaRecibida(valor)) return true;
  const partes = typeof valor === 'string' ? PATRON_INSTANTE.exec(valor) : null;
  if (!partes || !esFechaRecibida(partes[1])) return false;
  const [hora, minuto, segundo, horaZona, minutoZona] = [partes[2], partes[3], partes[4], partes[6], partes[7]].map((p) => Number(p ?? 0));
  return hora <= 23 && minuto <= 59 && segundo <= 59 && horaZona <= 23 && minutoZona <= 59;
}

function partesDe(fecha: string): PartesFecha {
  const partes = typeof fecha === 'string' ? leerPartes(fecha) : null;
  if (!partes) throw new RangeError(`Fecha inválida: '${String(fecha)}' (se espera 'YYYY-MM-DD')`);
  return partes;
}

function numeroDeDia({ anio, mes, dia }: PartesFecha): number {
  const a = mes <= 2 ? anio - 1 : anio;
  const era = piso(a / 400);
  const anioDeEra = a - era * 400;
  const diaDelAnio = piso((153 * (mes > 2 ? mes - 3 : mes + 9) + 2) / 5) + dia - 1;
  const diaDeEra = anioDeEra * 365 + piso(anioDeEra / 4) - piso(anioDeEra / 100) + diaDelAnio;
  return era * 146097 + diaDeEra - 719468;
}

function partesDeNumero(numero: number): PartesFecha {
  const z = numero + 719468;
  const era = piso(z / 146097);
  const diaDeEra = z - era * 146097;
  const anioDeEra = piso(
    (diaDeEra - piso(diaDeEra / 1460) + piso(diaDeEra / 36524) - piso(diaDeEra / 146096)) / 365,
  );
  const diaDelAnio = diaDeEra - (365 * anioDeEra + piso(anioDeEra / 4) - piso(anioDeEra / 100));
  const mp = piso((5 * diaDelAnio + 2) / 153);
  const dia = diaDelAnio - piso((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  return { anio: anioDeEra + era * 400 + (mes <= 2 ? 1 : 0), mes, dia };
}

function dosCifras(valor: number): string {
  return valor < 10 ? `0${valor}` : `${valor}`;
}

function aTexto({ anio, mes, dia }: PartesFecha): string {
  const textoAnio = anio >= 1000 ? `${anio}` : `${anio}`.padStart(4, '0');
  return `${textoAnio}-${dosCifras(mes)}-${dosCifras(dia)}`;
}

/** Número de día (días desde 1970-01-01) de una fecha 'YYYY-MM-DD'. */
export function aNumeroDia(fecha: string): number {
  return numeroDeDia(partesDe(fecha));
}

/** Fecha 'YYYY-MM-DD' de un número de día (días desde 1970-01-01). */
export function desdeNumeroDia(numero: number): string {
  return aTexto(partesDeNumero(numero));
}

/** Suma (o resta, con `dias` negativo) días de calendario. */
export function sumarDias(fecha: string, dias: number): string {
  return desdeNumeroDia(aNumeroDia(fecha) + Math.trunc(dias));
}

/**
 * Suma meses de calendario conservando el día; si el mes destino es más corto, cae en su último día
 * (31 ene + 1 mes = 28 o 29 feb; 31 ene + 2 meses = 31 mar).
 */
export function sumarMeses(fecha: string, meses: number): string {
  const { anio, mes, dia } = partesDe(fecha);
  const total = anio * 12 + (mes - 1) + Math.trunc(meses);
  const anioDestino = piso(total / 12);
  const mesDestino = total - anioDestino * 12 + 1;
  return aTexto({ anio: anioDestino, mes: mesDestino, dia: Math.min(dia, diasDelMes(anioDestino, mesDestino)) });
}

function diaSemanaDeNumero(numero: number): number {
  // 1970-01-01 fue jueves (4).
  return (((numero + 4) % 7) + 7) % 7;
}

/** Día de la semana como en `Date#getDay`: 0 domingo, 1 lunes … 6 sábado. */
export function diaSemana(fecha: string): number {
  return diaSemanaDeNumero(aNumeroDia(fecha));
}

/** Días de calendario desde `desde` hasta `hasta` (positivo si `hasta` es posterior). */
export function diferenciaDias(desde: string, hasta: string): number {
  return aNumeroDia(hasta) - aNumeroDia(desde);
}

export function esDomingo(fecha: string): boolean {
  return diaSemana(fecha) === 0;
}

/** Domingo de Pascua (algoritmo gregoriano anónimo de Meeus/Jones/Butcher). */
export function domingoDePascua(anio: number): string {
  const a = anio % 19;
  const b = piso(anio / 100);
  const c = anio % 100;
  const d = piso(b / 4);
  const e = b % 4;
  const f = piso((b + 8) / 25);
  const g = piso((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = piso(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = piso((a + 11 * h + 22 * l) / 451);
  const mes = piso((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return aTexto({ anio, mes, dia });
}

/** Lleva un número de día al lunes siguiente, salvo que ya sea lunes (Ley 51 de 1983, "Ley Emiliani"). */
function alLunes(numero: number): number {
  return numero + ((8 - diaSemanaDeNumero(numero)) % 7);
}

interface FestivosDelAnio {
  fechas: readonly string[];
  numeros: ReadonlySet<number>;
}

const festivosPorAnio = new Map<number, FestivosDelAnio>();

function calcularFestivos(anio: number): FestivosDelAnio {
  const fecha = (mes: number, dia: number) => numeroDeDia({ anio, mes, dia });
  const pascua = aNumeroDia(domingoDePascua(anio));
  const numeros = [
    // Fijos
    fecha(1, 1), // Año Nuevo
    fecha(5, 1), // Día del Trabajo
    fecha(7, 20), // Día de la Independencia
    fecha(8, 7), // Batalla de Boyacá
    fecha(12, 8), // Inmaculada Concepción
    fecha(12, 25), // Navidad
    // Trasladables al lunes siguiente
    alLunes(fecha(1, 6)), // Reyes Magos
    alLunes(fecha(3, 19)), // San José
    alLunes(fecha(6, 29)), // San Pedro y San Pablo
    alLunes(fecha(8, 15)), // Asunción de la Virgen
    alLunes(fecha(10, 12)), // Día de la Raza
    alLunes(fecha(11, 1)), // Todos los Santos
    alLunes(fecha(11, 11)), // Independencia de Cartagena
    // Según la Pascua
    pascua - 3, // Jueves Santo
    pascua - 2, // Viernes Santo
    pascua + 43, // Ascensión del Señor (jueves +39, pasa al lunes)
    pascua + 64, // Corpus Christi (jueves +60, pasa al lunes)
    pascua + 71, // Sagrado Corazón (viernes +68, pasa al lunes)
  ];
  const unicos = [...new Set(numeros)].sort((a, b) => a - b);
  return { fechas: unicos.map(desdeNumeroDia), numeros: new Set(unicos) };
}

function festivosDe(anio: number): FestivosDelAnio {
  let festivos = festivosPorAnio.get(anio);
  if (!festivos) {
    festivos = calcularFestivos(anio);
    festivosPorAnio.set(anio, festivos);
  }
  return festivos;
}

/**
 * Fechas de los 18 festivos nacionales de Colombia en el año, ordenadas y sin repetir (algunos años dos
 * festivos caen el mismo lunes, como San Pedro y Sagrado Corazón el 30 de junio de 2025).
 */
export function festivosColombia(anio: number): string[] {
  if (!Number.isInteger(anio) || anio < 1 || anio > 9999) throw new RangeError(`Año inválido: ${anio}`);
  return [...festivosDe(anio).fechas];
}

function esFestivoNumero(numero: number): boolean {
  return festivosDe(partesDeNumero(numero).anio).numeros.has(numero);
}

export function esFestivoColombia(fecha: string): boolean {
  return esFestivoNumero(aNumeroDia(fecha));
}

function esDiaHabilNumero(numero: number): boolean {
  return diaSemanaDeNumero(numero) !== 0 && !esFestivoNumero(numero);
}

/** Día de cobro: ni domingo ni festivo en Colombia. */
export function esDiaHabilColombia(fecha: string): boolean {
  return esDiaHabilNumero(aNumeroDia(fecha));
}

/** La misma fecha si es día hábil; si no, el siguiente día hábil (salta domingos y festivos). */
export function ajustarADiaHabil(fecha: string): string {
  return desdeNumeroDia(primerDiaHabilDesde(aNumeroDia(fecha)));
}

/** Primer número de día hábil igual o posterior a `numero`. */
export function primerDiaHabilDesde(numero: number): number {
  let actual = numero;
  while (!esDiaHabilNumero(actual)) actual += 1;
  return actual;
}
