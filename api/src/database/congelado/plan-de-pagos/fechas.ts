// Congelado (docs/decisiones/migraciones-congeladas.md): el calendario con que calculaban el plan las migraciones
// 1795352500000-libro-prestamos y 1795353640000-tasa-efectiva-y-usura cuando se publicaron. Días contados desde
// 1970-01-01, domingos y los 18 festivos nacionales de Colombia (Ley 51 de 1983). No se corrige ni se refactoriza.

const piso = Math.floor;

interface Partes {
  anio: number;
  mes: number;
  dia: number;
}

function esBisiesto(anio: number): boolean {
  return (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0;
}

function diasDelMes(anio: number, mes: number): number {
  return [31, esBisiesto(anio) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mes - 1];
}

function partesDe(fecha: string): Partes {
  const [anio, mes, dia] = fecha.split('-').map(Number);
  return { anio, mes, dia };
}

/** Días desde 1970-01-01 (calendario gregoriano proléptico, algoritmo de días civiles). */
function numeroDeDia({ anio, mes, dia }: Partes): number {
  const a = mes <= 2 ? anio - 1 : anio;
  const era = piso(a / 400);
  const anioDeEra = a - era * 400;
  const diaDelAnio = piso((153 * (mes + (mes > 2 ? -3 : 9)) + 2) / 5) + dia - 1;
  const diaDeEra = anioDeEra * 365 + piso(anioDeEra / 4) - piso(anioDeEra / 100) + diaDelAnio;
  return era * 146097 + diaDeEra - 719468;
}

function partesDeNumero(numero: number): Partes {
  const z = numero + 719468;
  const era = piso(z / 146097);
  const diaDeEra = z - era * 146097;
  const anioDeEra = piso((diaDeEra - piso(diaDeEra / 1460) + piso(diaDeEra / 36524) - piso(diaDeEra / 146096)) / 365);
  const diaDelAnio = diaDeEra - (365 * anioDeEra + piso(anioDeEra / 4) - piso(anioDeEra / 100));
  const mp = piso((5 * diaDelAnio + 2) / 153);
  const dia = diaDelAnio - piso((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  return { anio: anioDeEra + era * 400 + (mes <= 2 ? 1 : 0), mes, dia };
}

const dosCifras = (n: number) => `${n}`.padStart(2, '0');

export function aNumeroDia(fecha: string): number {
  return numeroDeDia(partesDe(fecha));
}

export function desdeNumeroDia(numero: number): string {
  const { anio, mes, dia } = partesDeNumero(numero);
  return `${`${anio}`.padStart(4, '0')}-${dosCifras(mes)}-${dosCifras(dia)}`;
}

/** El mismo día del mes, `meses` después; el último día del mes destino si es más corto. */
export function sumarMeses(fecha: string, meses: number): string {
  const { anio, mes, dia } = partesDe(fecha);
  const total = anio * 12 + (mes - 1) + meses;
  const anioDestino = piso(total / 12);
  const mesDestino = total - anioDestino * 12 + 1;
  const diaDestino = Math.min(dia, diasDelMes(anioDestino, mesDestino));
  return `${`${anioDestino}`.padStart(4, '0')}-${dosCifras(mesDestino)}-${dosCifras(diaDestino)}`;
}

/** Domingo de Pascua, como número de día (algoritmo gregoriano de Meeus/Jones/Butcher). */
function pascua(anio: number): number {
  const a = anio % 19;
  const b = piso(anio / 100);
  const c = anio % 100;
  const h = (19 * a + b - piso(b / 4) - piso((b - piso((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * piso(c / 4) - h - (c % 4)) % 7;
  const m = piso((a + 11 * h + 22 * l) / 451);
  const mes = piso((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return numeroDeDia({ anio, mes, dia });
}

const diaSemana = (numero: number) => (((numero + 4) % 7) + 7) % 7;
/** El lunes siguiente si no cae en lunes (Ley Emiliani). */
const alLunes = (numero: number) => numero + ((8 - diaSemana(numero)) % 7);

const festivosPorAnio = new Map<number, Set<number>>();

function festivos(anio: number): Set<number> {
  let conjunto = festivosPorAnio.get(anio);
  if (!conjunto) {
    const fecha = (mes: number, dia: number) => numeroDeDia({ anio, mes, dia });
    const p = pascua(anio);
    conjunto = new Set([
      fecha(1, 1),
      fecha(5, 1),
      fecha(7, 20),
      fecha(8, 7),
      fecha(12, 8),
      fecha(12, 25),
      alLunes(fecha(1, 6)),
      alLunes(fecha(3, 19)),
      alLunes(fecha(6, 29)),
      alLunes(fecha(8, 15)),
      alLunes(fecha(10, 12)),
      alLunes(fecha(11, 1)),
      alLunes(fecha(11, 11)),
      p - 3,
      p - 2,
      p + 43,
      p + 64,
      p + 71,
    ]);
    festivosPorAnio.set(anio, conjunto);
  }
  return conjunto;
}

/** Primer día igual o posterior a `numero` que no es domingo ni festivo. */
export function primerDiaHabilDesde(numero: number): number {
  let actual = numero;
  while (diaSemana(actual) === 0 || festivos(partesDeNumero(actual).anio).has(actual)) actual += 1;
  return actual;
}
