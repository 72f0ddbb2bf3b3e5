// Las oficinas de un prestamista (docs/decisiones/oficinas.md): cuántas tiene cada cuenta según su rol, hasta dónde
// llega la jerarquía (dos niveles) y de qué oficina es un cliente nuevo. Reglas puras: la API las aplica y las
// pantallas las leen para decir lo mismo con las mismas palabras.
import type { Rol } from './constantes';
import { plegar } from './validacion';

/** Los largos máximos de los campos de una oficina (los mismos en la base, la API y el formulario). */
export const LIMITES_OFICINA = { codigo: 20, nombre: 100, ciudad: 100 } as const;

/** El código y el nombre de la oficina que recibe una instalación existente al actualizarse. */
export const OFICINA_PRINCIPAL = { codigo: 'PRINCIPAL', nombre: 'Oficina principal', ciudad: 'Sin ciudad' } as const;

export const MENSAJES_OFICINAS = {
  codigoObligatorio: 'El código de la oficina es obligatorio',
  nombreObligatorio: 'El nombre de la oficina es obligatorio',
  ciudadObligatoria: 'La ciudad de la oficina es obligatoria',
  padreInvalido: 'La oficina de la que depende no es válida',
  codigoDuplicado: 'Ya existe una oficina con ese código',
  noEncontrada: 'Oficina no encontrada',
  padreNoExiste: 'La oficina de la que depende no existe',
  padreEsElla: 'Una oficina no puede depender de sí misma',
  padreConPadre: 'Una oficina hija no puede tener oficinas hijas: elija una oficina que no dependa de otra',
  conHijas: 'Una oficina que tiene oficinas hijas no puede depender de otra',
  oficinasInvalidas: 'Las oficinas deben ser una lista de oficinas',
  adminSinOficinas: 'Un administrador ve todas las oficinas: no se le asignan oficinas',
  gerenteSinOficinas: 'Un gerente debe tener al menos una oficina',
  cobradorUnaOficina: 'Un cobrador debe tener exactamente una oficina',
  oficinaNoExiste: 'La oficina elegida no existe',
  oficinaObligatoria: 'Elija la oficina del cliente',
  oficinaAjena: 'La oficina elegida no es una de las suyas',
} as const;

/** Lo que la regla de la jerarquía necesita saber de la oficina de la que se quiere depender. */
export interface PadrePropuesto {
  id: string;
  /** La oficina de la que depende ese padre (null: es de primer nivel). */
  padreId: string | null;
}

/**
 * Por qué una oficina (`id`, null si es nueva) no puede depender de `padre`; null si puede. A lo sumo dos niveles:
 * el padre no depende de otra, y una oficina con hijas no se vuelve hija.
 */
export function errorJerarquiaOficina(
  id: string | null,
  padre: PadrePropuesto | null,
  tieneHijas: boolean,
): string | null {
  if (padre === null) return null;
  if (id !== null && padre.id === id) return MENSAJES_OFICINAS.padreEsElla;
  if (padre.padreId !== null) return MENSAJES_OFICINAS.padreConPadre;
  if (tieneHijas) return MENSAJES_OFICINAS.conHijas;
  return null;
}

/** Las oficinas sin repetir, en el orden en que llegaron. */
export function oficinasSinRepetir(oficinas: readonly string[]): string[] {
  return [...new Set(oficinas)];
}

/**
 * Por qué una cuenta con `rol` no puede quedar con `oficinas`; null si puede. El administrador no tiene oficinas (las
 * ve todas), el gerente una o más, el cobrador exactamente una.
 */
export function errorOficinasDeUsuario(rol: Rol, oficinas: readonly string[]): string | null {
  const cuantas = oficinasSinRepetir(oficinas).length;
  if (rol === 'admin') return cuantas === 0 ? null : MENSAJES_OFICINAS.adminSinOficinas;
  if (rol === 'gerente') return cuantas >= 1 ? null : MENSAJES_OFICINAS.gerenteSinOficinas;
  return cuantas === 1 ? null : MENSAJES_OFICINAS.cobradorUnaOficina;
}

/** Quién crea un cliente y qué oficina pidió (`pedida`, ausente si ninguna). */
export interface AltaEnOficina {
  rol: Rol;
  /** Las oficinas de quien crea (vacío para el administrador). */
  oficinasDelActor: readonly string[];
  /** Todas las oficinas de la organización. */
  oficinasExistentes: readonly string[];
  pedida?: string | null;
}

export type OficinaElegida = { oficina: string } | { error: string };

/**
 * La oficina de un cliente nuevo: el administrador la elige entre todas (obligatoria si hay más de una; si hay una,
 * ésa); los demás, una de las suyas (obligatoria si tienen varias; si tienen una, ésa).
 */
export function oficinaDeClienteNuevo(alta: AltaEnOficina): OficinaElegida {
  return oficinaElegida(alta, MENSAJES_OFICINAS.oficinaObligatoria);
}

/**
 * La oficina que elige quien escribe (`alta`): el administrador entre todas, los demás entre las suyas; la pedida si
 * es una de ésas y, sin pedirla, la única posible. Con varias y ninguna pedida, `obligatoria`.
 */
export function oficinaElegida(alta: AltaEnOficina, obligatoria: string): OficinaElegida {
  const posibles = alta.rol === 'admin' ? alta.oficinasExistentes : alta.oficinasDelActor;
  const pedida = alta.pedida ?? undefined;
  if (pedida !== undefined) {
    if (posibles.includes(pedida)) return { oficina: pedida };
    return {
      error: alta.rol === 'admin' ? MENSAJES_OFICINAS.oficinaNoExiste : MENSAJES_OFICINAS.oficinaAjena,
    };
  }
  if (posibles.length === 1) return { oficina: posibles[0] };
  return { error: obligatoria };
}

/** Una oficina de Cartera como la busca la importación: su id, su código y su nombre. */
export interface OficinaImportable {
  id: string;
  codigo: string;
  nombre: string;
}

export const MENSAJES_OFICINA_IMPORTACION = {
  obligatoria: 'La oficina es obligatoria: la organización tiene más de una (escriba su código o su nombre)',
  noExiste: (celda: string) => `La oficina ${celda} no existe: escriba el código o el nombre de una de Configuración › Oficinas`,
  ambigua: (celda: string) => `Hay más de una oficina llamada ${celda}: escriba su código`,
} as const;

/**
 * La oficina de un cliente importado según su celda `oficina` (docs/decisiones/importacion-oficina.md): el código de
 * una oficina o, si ninguno coincide, su nombre, los dos sin tildes, mayúsculas ni espacios a los lados. Vacía, la
 * única oficina si hay una sola; con más de una es obligatoria.
 */
export function oficinaDeImportacion(celda: string | null, oficinas: readonly OficinaImportable[]): OficinaElegida {
  const texto = (celda ?? '').trim();
  if (texto === '') {
    if (oficinas.length === 1) return { oficina: oficinas[0].id };
    return { error: MENSAJES_OFICINA_IMPORTACION.obligatoria };
  }
  const buscada = plegar(texto);
  const porCodigo = oficinas.find((o) => plegar(o.codigo.trim()) === buscada);
  if (porCodigo) return { oficina: porCodigo.id };
  const porNombre = oficinas.filter((o) => plegar(o.nombre.trim()) === buscada);
  if (porNombre.length === 1) return { oficina: porNombre[0].id };
  return { error: porNombre.length === 0 ? MENSAJES_OFICINA_IMPORTACION.noExiste(texto) : MENSAJES_OFICINA_IMPORTACION.ambigua(texto) };
}
