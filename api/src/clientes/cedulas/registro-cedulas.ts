// Cliente HTTP del registro externo de cédulas (docs/clientes.md describe el JSON que se espera). Un proveedor
// lento, caído o que responde basura nunca bloquea más allá del tiempo límite ni produce un 500: cada fallo es un
// resultado con su motivo, y quien llama decide el estado HTTP.
import {
  ESTADOS_CIVILES,
  SEXOS,
  esEmailValido,
  esValorDe,
  esFechaValida,
  esTelefonoValido,
  soloDigitos,
  type EstadoCivil,
  type Sexo,
} from '@cartera/dominio';
import { esObjeto } from '../../common/tipado';
import { aDataUrl, leerFoto } from '../fotos';

/** Datos de una persona según el registro, ya con los nombres de campo del cliente. */
export interface DatosCedula {
  cedula: string;
  nombre: string;
  fechaNacimiento?: string;
  sexo?: Sexo;
  estadoCivil?: EstadoCivil;
  lugarNacimiento?: string;
  direccion?: string;
  barrio?: string;
  ciudad?: string;
  departamento?: string;
  telefono?: string;
  email?: string;
  ocupacion?: string;
  foto?: string;
}

export interface OpcionesRegistro {
  /** Plantilla con {cedula}. */
  url: string;
  token?: string;
  timeoutMs: number;
}

export type ResultadoRegistro =
  | { tipo: 'encontrado'; datos: DatosCedula }
  | { tipo: 'no_encontrado' }
  | { tipo: 'fallo'; motivo: 'tiempo' | 'red' | 'estado' | 'respuesta' };

/** Una respuesta más grande que esto no es una ficha de persona (una foto de 2 MB en base64 cabe holgada). */
const TAMANO_MAXIMO_RESPUESTA = 4 * 1024 * 1024;

/** Consulta el registro. Nunca lanza: todo fallo vuelve como `{ tipo: 'fallo' }` antes de `timeoutMs`. */
export async function consultarRegistro(cedula: string, opciones: OpcionesRegistro): Promise<ResultadoRegistro> {
  const url = opciones.url.replace(/\{cedula\}/g, encodeURIComponent(cedula));
  const cabeceras: Record<string, string> = { accept: 'application/json' };
  if (opciones.token) cabeceras.authorization = `Bearer ${opciones.token}`;
  // Un solo plazo para conectar, esperar y leer el cuerpo entero.
  const senal = AbortSignal.timeout(opciones.timeoutMs);
  let texto: string;
  try {
    const respuesta = await fetch(url, { headers: cabeceras, signal: senal, redirect: 'follow' });
    if (respuesta.status === 404) {
      await respuesta.body?.cancel().catch(() => undefined);
      return { tipo: 'no_encontrado' };
    }
    if (!respuesta.ok) {
      await respuesta.body?.cancel().catch(() => undefined);
      return { tipo: 'fallo', motivo: 'estado' };
    }
    texto = await leerConLimite(respuesta, TAMANO_MAXIMO_RESPUESTA);
  } catch (error) {
    if (senal.aborted) return { tipo: 'fallo', motivo: 'tiempo' };
    return { tipo: 'fallo', motivo: error instanceof RespuestaDemasiadoGrande ? 'respuesta' : 'red' };
  }
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    return { tipo: 'fallo', motivo: 'respuesta' };
  }
  const datos = mapearRespuesta(json, cedula);
  return datos ? { tipo: 'encontrado', datos } : { tipo: 'no_encontrado' };
}

class RespuestaDemasiadoGrande extends Error {}

async function leerConLimite(respuesta: Response, limite: number): Promise<string> {
  const declarado = Number(respuesta.headers.get('content-length') ?? '0');
  if (declarado > limite) {
    await respuesta.body?.cancel().catch(() => undefined);
    throw new RespuestaDemasiadoGrande();
  }
  if (!respuesta.body) return '';
  const lector = respuesta.body.getReader();
  const trozos: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await lector.read();
    if (done) break;
    total += value.byteLength;
    if (total > limite) {
      await lector.cancel().catch(() => undefined);
      throw new RespuestaDemasiadoGrande();
    }
    trozos.push(value);
  }
  return Buffer.concat(trozos).toString('utf8');
}

const texto = (valor: unknown, maximo = 200): string | undefined => {
  if (typeof valor !== 'string' && typeof valor !== 'number') return undefined;
  const limpio = String(valor).trim().replace(/\s+/g, ' ');
  return limpio ? limpio.slice(0, maximo) : undefined;
};

/** 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm…' o 'DD/MM/YYYY' → 'YYYY-MM-DD'. */
function fecha(valor: unknown): string | undefined {
  if (typeof valor !== 'string') return undefined;
  const iso = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(valor.trim());
  const colombiana = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(valor.trim());
  const candidata = iso
    ? iso[1]
    : colombiana
      ? `${colombiana[3]}-${colombiana[2].padStart(2, '0')}-${colombiana[1].padStart(2, '0')}`
      : undefined;
  return esFechaValida(candidata) ? candidata : undefined;
}

/**
 * Un valor de una lista de códigos de una letra (`SEXOS`, `ESTADOS_CIVILES`): el código mismo en cualquier caja
 * ('m', 'F') o la palabra con que lo escribe el proveedor ('femenino', 'unión libre').
 */
function codigoDe<T extends string>(
  codigos: readonly T[],
  porPalabra: Record<string, T>,
  valor: unknown,
): T | undefined {
  const limpio = texto(valor)?.toLowerCase();
  if (!limpio) return undefined;
  const codigo = limpio.toUpperCase();
  if (esValorDe(codigos, codigo)) return codigo;
  return porPalabra[limpio];
}

const SEXOS_POR_PALABRA: Record<string, Sexo> = { masculino: 'M', hombre: 'M', femenino: 'F', mujer: 'F', otro: 'O' };

const ESTADOS_CIVILES_POR_PALABRA: Record<string, EstadoCivil> = {
  soltero: 'S',
  soltera: 'S',
  casado: 'C',
  casada: 'C',
  divorciado: 'D',
  divorciada: 'D',
  viudo: 'V',
  viuda: 'V',
  'union libre': 'U',
  'unión libre': 'U',
};

/** Foto como data URL, o base64 suelto con `fotoMime`: sólo si es una imagen válida de hasta 2 MB. */
function foto(valor: unknown, mime: unknown): string | undefined {
  if (typeof valor !== 'string' || valor.length === 0) return undefined;
  const candidata = valor.startsWith('data:') ? valor : `data:${typeof mime === 'string' ? mime : 'image/jpeg'};base64,${valor}`;
  const leida = leerFoto(candidata);
  return 'error' in leida ? undefined : aDataUrl(leida.mime, leida.datos);
}

/**
 * Traduce la ficha del proveedor a campos de cliente. Acepta la ficha suelta o dentro de `data`; `nombre` o
 * `nombres` + `apellidos`. Lo que no tiene la forma esperada se descarta campo a campo; sin nombre no hay persona.
 * Si el proveedor dice otra cédula, la ficha no es de esta persona.
 */
export function mapearRespuesta(json: unknown, cedula: string): DatosCedula | null {
  if (!esObjeto(json)) return null;
  const ficha = esObjeto(json.data) ? json.data : json;
  const cedulaFicha = texto(ficha.cedula ?? ficha.documento);
  if (cedulaFicha !== undefined && soloDigitos(cedulaFicha) !== cedula) return null;
  const nombre =
    texto(ficha.nombre, 120) ?? texto([texto(ficha.nombres), texto(ficha.apellidos)].filter(Boolean).join(' '), 120);
  if (!nombre) return null;
  const telefono = soloDigitos(texto(ficha.telefono));
  const email = texto(ficha.email);
  const datos: DatosCedula = {
    cedula,
    nombre,
    fechaNacimiento: fecha(ficha.fechaNacimiento),
    sexo: codigoDe(SEXOS, SEXOS_POR_PALABRA, ficha.sexo),
    estadoCivil: codigoDe(ESTADOS_CIVILES, ESTADOS_CIVILES_POR_PALABRA, ficha.estadoCivil),
    lugarNacimiento: texto(ficha.lugarNacimiento, 120),
    direccion: texto(ficha.direccion),
    barrio: texto(ficha.barrio, 120),
    ciudad: texto(ficha.ciudad, 120),
    departamento: texto(ficha.departamento, 120),
    telefono: esTelefonoValido(telefono) ? telefono : undefined,
    email: email && esEmailValido(email) ? email.toLowerCase() : undefined,
    ocupacion: texto(ficha.ocupacion, 120),
    foto: foto(ficha.foto, ficha.fotoMime),
  };
  for (const [campo, valor] of Object.entries(datos)) if (valor === undefined) Reflect.deleteProperty(datos, campo);
  return datos;
}
