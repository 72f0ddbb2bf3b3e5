// La supresión encuentra a la persona en cualquier forma de escribirla (docs/decisiones/datos-personales.md,
// «Supresión: cada forma de escribir un dato»). Regla pura: de los datos que la identifican (los de su ficha y los
// anteriores, de la auditoría), un buscador que dice si un texto libre la nombra y lo devuelve sin ella. La base sólo
// busca las filas candidatas con la expresión que el buscador le da (`patronSql`) y escribe lo que él decide.
import { plegar } from './validacion';

/** Lo que queda en lugar de un dato de la persona suprimida. */
export const MARCA_SUPRIMIDO = '[suprimido]';

/** Los datos que identifican a una persona, actuales y anteriores. */
export interface IdentidadSuprimida {
  /** Su nombre completo (nombres y apellidos): se busca entero y por cada palabra de 4 letras o más. */
  nombres: string[];
  /** Cédulas y otros documentos: se buscan por sus dígitos, con puntos, espacios o guiones entre ellos. */
  documentos: string[];
  /** Teléfonos: los 10 dígitos nacionales, con cualquier separador y con o sin +57 / 57 delante. */
  telefonos: string[];
  emails: string[];
  /** Otros datos que se buscan enteros, sin tildes ni mayúsculas (dirección, apodo, nombres de sus referencias…). */
  literales: string[];
}

/** Menos que esto no identifica a nadie y aparece en cualquier texto: un literal no se busca. */
const LARGO_MINIMO_LITERAL = 5;
/** Una palabra del nombre de menos letras («Ana», «Gil», «de») no se busca sola. */
const LARGO_MINIMO_PALABRA = 4;
/** Un documento de menos dígitos no identifica a nadie (y aparece en montos y fechas). */
const DIGITOS_MINIMOS_DOCUMENTO = 5;
/** Un teléfono de menos dígitos (una extensión) no identifica a nadie. */
const DIGITOS_MINIMOS_TELEFONO = 7;

/** Separadores que se aceptan entre los dígitos de un teléfono o un documento escrito a mano o por un banco. */
const SEPARADOR = "[\\s.,()/'-]*";

const escapar = (texto: string) => texto.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** El texto plegado y, por cada unidad del plegado, dónde empieza y termina en el original. */
function plegarConPosiciones(texto: string): { plegado: string; inicio: number[]; fin: number[] } {
  let plegado = '';
  const inicio: number[] = [];
  const fin: number[] = [];
  let i = 0;
  for (const caracter of texto) {
    const p = plegar(caracter);
    if (p === '' && fin.length > 0) fin[fin.length - 1] = i + caracter.length;
    for (let k = 0; k < p.length; k++) {
      inicio.push(i);
      fin.push(i + caracter.length);
    }
    plegado += p;
    i += caracter.length;
  }
  return { plegado, inicio, fin };
}

const digitosDe = (valor: string) => valor.replace(/\D/g, '');

/** Los 10 dígitos nacionales de un teléfono (sin el 57 de Colombia delante), o null si no identifica. */
export function digitosTelefono(valor: string): string | null {
  let d = digitosDe(valor);
  if (d.length === 12 && d.startsWith('57')) d = d.slice(2);
  return d.length >= DIGITOS_MINIMOS_TELEFONO && !/^0+$/.test(d) ? d : null;
}

/** Los dígitos de un documento sin ceros a la izquierda (un banco los quita), o null si no identifica. */
export function digitosDocumento(valor: string): string | null {
  const d = digitosDe(valor).replace(/^0+/, '');
  return d.length >= DIGITOS_MINIMOS_DOCUMENTO ? d : null;
}

/** Las palabras de un nombre que se buscan solas: 4 letras o más, plegadas. */
export function palabrasDelNombre(nombre: string): string[] {
  return plegar(nombre)
    .split(/[^\p{L}]+/u)
    .filter((p) => [...p].length >= LARGO_MINIMO_PALABRA);
}

const unicos = (valores: Iterable<string>) =>
  [...new Set(valores)].filter(Boolean).sort((a, b) => b.length - a.length);

const entreDigitos = (d: string) => d.split('').join(SEPARADOR);

/** Un literal plegado con cualquier espacio entre sus palabras. */
const literalFlexible = (plegado: string) => plegado.trim().split(/\s+/).map(escapar).join('\\s+');

/**
 * Cada letra latina con tilde u otra marca (los bloques Latin-1, Latin extendido A y B y Latin adicional), agrupada
 * por la letra que queda al plegarla: la base la busca en el texto tal cual, sin pasar cada fila por el plegado.
 */
const VARIANTES: ReadonlyMap<string, string> = (() => {
  const variantes = new Map<string, string>();
  for (const [desde, hasta] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ]) {
    for (let punto = desde; punto <= hasta; punto++) {
      const letra = String.fromCodePoint(punto);
      const base = plegar(letra);
      if (/^[a-z]$/.test(base)) variantes.set(base, (variantes.get(base) ?? base + base.toUpperCase()) + letra);
    }
  }
  return variantes;
})();

/** Marcas de acento sueltas (texto en NFD) tras una letra. */
const MARCAS = '[\\u0300-\\u036f]*';

/**
 * Un literal plegado como expresión (PostgreSQL ARE y JavaScript, sin distinguir mayúsculas) que encuentra cualquier
 * grafía suya en el texto tal cual: cada letra con sus variantes con tilde y las marcas sueltas que la sigan, y
 * cualquier espacio entre palabras. Encuentra al menos lo que el plegado encuentra.
 */
const literalTalCual = (plegado: string) =>
  plegado
    .trim()
    .split(/\s+/)
    .map((palabra) =>
      [...palabra].map((c) => (VARIANTES.has(c) ? `[${VARIANTES.get(c)}]${MARCAS}` : `${escapar(c)}${MARCAS}`)).join(''),
    )
    .join('\\s+');

/**
 * De quién es el texto que se limpia: `suyo` (su fila: su id, uno de sus préstamos, un registro que lo nombra),
 * `ajeno` (la fila o el registro de otro cliente o préstamo) o `neutro` (no se sabe: un mensaje, un detalle suelto).
 */
export type ContextoTexto = 'suyo' | 'ajeno' | 'neutro';

export interface BuscadorSupresion {
  /**
   * Una expresión (PostgreSQL ARE, `~*` contra el texto tal cual; también JavaScript con `iu`) para que la base traiga
   * las filas candidatas de una sola pasada: los dígitos de cada teléfono y documento con cualquier separador, y cada
   * palabra y literal con sus letras en cualquier variante con tilde. Trae de más, nunca de menos: toda fila que la
   * regla cambia es candidata.
   */
  patronSql: string;
  /**
   * El texto identifica a la persona: trae un documento, teléfono, email o literal suyo (su nombre completo en
   * cualquier grafía, su dirección…), o, salvo en lo ajeno, dos palabras distintas de su nombre («Wilfrido
   * Casasbuenas»).
   */
  nombra(texto: string, contexto?: ContextoTexto): boolean;
  /**
   * `texto` sin la persona: cada aparición se cambia por MARCA_SUPRIMIDO (las que sólo las separa un espacio, por una
   * sola marca). Una palabra suelta de su nombre se cambia sólo en lo suyo o si el texto la nombra (`nombra`): un
   * apellido compartido en el texto de otro cliente no es un dato de ella.
   */
  reemplazar(texto: string, contexto?: ContextoTexto): string;
}

interface Tramo {
  desde: number;
  hasta: number;
}

/** El buscador de los datos de `identidad`, o null si no tiene ninguno que identifique. */
export function buscadorSupresion(identidad: IdentidadSuprimida): BuscadorSupresion | null {
  const telefonos = unicos(identidad.telefonos.map(digitosTelefono).filter((d): d is string => d !== null));
  const documentos = unicos(identidad.documentos.map(digitosDocumento).filter((d): d is string => d !== null));
  const palabras = unicos(identidad.nombres.flatMap(palabrasDelNombre));
  const literales = unicos(
    [...identidad.nombres, ...identidad.emails, ...identidad.literales]
      .map((v) => plegar(v).trim())
      .filter((v) => v.length >= LARGO_MINIMO_LITERAL && !/^0+$/.test(v)),
  );

  const fuertes: string[] = [
    ...telefonos.map((d) => `(?<!\\d)(?:(?:\\+${SEPARADOR})?57${SEPARADOR})?${entreDigitos(d)}(?!\\d)`),
    ...documentos.map((d) => `(?<!\\d)(?:0${SEPARADOR})*${entreDigitos(d)}(?!\\d)`),
    ...literales.map(literalFlexible),
  ];
  if (fuertes.length === 0 && palabras.length === 0) return null;
  const fuerte = fuertes.length > 0 ? new RegExp(fuertes.join('|'), 'gu') : null;
  const palabra = palabras.length > 0 ? new RegExp(`(?<!\\p{L})(?:${palabras.map(escapar).join('|')})(?!\\p{L})`, 'gu') : null;

  const tramos = (patron: RegExp | null, plegado: string) =>
    patron ? [...plegado.matchAll(patron)].map((m) => ({ desde: m.index ?? 0, hasta: (m.index ?? 0) + m[0].length, texto: m[0] })) : [];

  function buscar(texto: string, contexto: ContextoTexto) {
    const { plegado, inicio, fin } = plegarConPosiciones(texto);
    const deFuertes = tramos(fuerte, plegado);
    const dePalabras = tramos(palabra, plegado);
    const distintas = new Set(dePalabras.map((t) => t.texto)).size;
    const aOriginal = (t: Tramo): Tramo => ({ desde: inicio[t.desde], hasta: fin[t.hasta - 1] });
    return {
      nombra: deFuertes.length > 0 || (contexto !== 'ajeno' && distintas >= 2),
      fuertes: deFuertes.filter((t) => t.hasta > t.desde).map(aOriginal),
      palabras: dePalabras.map(aOriginal),
    };
  }

  return {
    patronSql: [...[...telefonos, ...documentos].map(entreDigitos), ...unicos([...palabras, ...literales]).map(literalTalCual)].join(
      '|',
    ),
    nombra: (texto, contexto = 'neutro') => buscar(texto, contexto).nombra,
    reemplazar(texto, contexto = 'neutro') {
      const hallado = buscar(texto, contexto);
      const todos = [...hallado.fuertes, ...(hallado.nombra || contexto === 'suyo' ? hallado.palabras : [])];
      if (todos.length === 0) return texto;
      todos.sort((a, b) => a.desde - b.desde || b.hasta - a.hasta);
      const unidos: Tramo[] = [];
      for (const t of todos) {
        const ultimo = unidos[unidos.length - 1];
        if (ultimo && (t.desde <= ultimo.hasta || /^\s+$/.test(texto.slice(ultimo.hasta, t.desde)))) {
          ultimo.hasta = Math.max(ultimo.hasta, t.hasta);
        } else unidos.push({ ...t });
      }
      let resultado = '';
      let desde = 0;
      for (const t of unidos) {
        resultado += texto.slice(desde, t.desde) + MARCA_SUPRIMIDO;
        desde = t.hasta;
      }
      return resultado + texto.slice(desde);
    },
  };
}

/** Claves de la ficha del cliente (camelCase o snake_case, sin guiones bajos ni mayúsculas) y a qué dato van. */
const CLAVES_IDENTIDAD: Readonly<Record<string, keyof IdentidadSuprimida>> = {
  nombre: 'nombres',
  cedula: 'documentos',
  telefono: 'telefonos',
  referencia1telefono: 'telefonos',
  referencia2telefono: 'telefonos',
  email: 'emails',
  apodo: 'literales',
  direccion: 'literales',
  referencia1nombre: 'literales',
  referencia2nombre: 'literales',
  observaciones: 'literales',
};

/**
 * La identidad que sale de las fichas de una persona: la de hoy y las anteriores (cada objeto de la auditoría que es
 * ella). Los nombres de sus referencias son de otras personas: se buscan enteros, nunca por palabras.
 */
export function identidadDeFichas(fichas: ReadonlyArray<Readonly<Record<string, unknown>>>): IdentidadSuprimida {
  const identidad: IdentidadSuprimida = { nombres: [], documentos: [], telefonos: [], emails: [], literales: [] };
  for (const ficha of fichas) {
    for (const [clave, valor] of Object.entries(ficha)) {
      const destino = CLAVES_IDENTIDAD[clave.replace(/_/g, '').toLowerCase()];
      if (destino && typeof valor === 'string' && valor.trim() !== '') identidad[destino].push(valor.trim());
    }
  }
  const sinRepetir = (valores: string[]) => [...new Set(valores)];
  return {
    nombres: sinRepetir(identidad.nombres),
    documentos: sinRepetir(identidad.documentos),
    telefonos: sinRepetir(identidad.telefonos),
    emails: sinRepetir(identidad.emails),
    literales: sinRepetir(identidad.literales),
  };
}

/** Cada objeto de un JSON (la auditoría guarda la ficha antes y después de cada cambio) que es el cliente: su `_id` o `id`. */
export function fichasDe(valor: unknown, clienteId: string): Array<Readonly<Record<string, unknown>>> {
  if (Array.isArray(valor)) return valor.flatMap((v) => fichasDe(v, clienteId));
  if (typeof valor !== 'object' || valor === null) return [];
  const objeto: Readonly<Record<string, unknown>> = { ...valor };
  const propias = objeto._id === clienteId || objeto.id === clienteId ? [objeto] : [];
  return [...propias, ...Object.values(objeto).flatMap((v) => fichasDe(v, clienteId))];
}
