// Dónde se hizo un cobro o una visita (docs/decisiones/ubicacion-de-los-cobros.md): el cuerpo `ubicacion` de
// POST /api/cobros y POST /api/gestiones, la distancia al cliente medida al registrar y la ubicación como la lee la API.
// Las reglas son las de `@cartera/dominio` (validarUbicacion, distanciaMetros, estaFueraDeSitio).
import {
  MENSAJES_UBICACION,
  distanciaMetros,
  estaFueraDeSitio,
  validarUbicacion,
  type Ubicacion,
  type UbicacionCobro,
} from '@cartera/dominio';
import { Type, type Static } from '@cartera/dominio/esquemas';
import type { EntityManager } from 'typeorm';
import { Opcional, anulable } from '../common/campos';
import { leerConfiguracionDeRegistro } from '../organizacion/ventana-fechas';
import { db } from '../database/kysely';

/** Un campo de la ubicación con la regla compartida (el mismo mensaje en la API y en el teléfono). */
const reglaUbicacion = (campo: keyof Ubicacion) => (objeto: Record<string, unknown>) =>
  validarUbicacion(objeto)[campo] ?? null;

/** `ubicacion` de un cobro o una visita: la posición que dio el navegador del teléfono. */
export const EsquemaUbicacion = Type.Object(
  {
    latitud: Type.Number({ example: 4.648623, description: 'Grados decimales, −90 a 90' }),
    longitud: Type.Number({ example: -74.062112, description: 'Grados decimales, −180 a 180' }),
    precision: Type.Number({
      example: 12,
      description: 'Radio de confianza en metros que informa el navegador, 0 a 100.000',
    }),
  },
  {
    additionalProperties: false,
    'x-componente': 'UbicacionDto',
    'x-mensajes': { type: MENSAJES_UBICACION.ubicacionInvalida },
    'x-reglas': {
      latitud: reglaUbicacion('latitud'),
      longitud: reglaUbicacion('longitud'),
      precision: reglaUbicacion('precision'),
    },
  },
);
export type UbicacionDto = Static<typeof EsquemaUbicacion>;

/** Ubicación opcional en un cuerpo: ausente o null, sin ubicación; mal formada, 400 con el campo y su mensaje. */
export const UbicacionOpcional = () =>
  Opcional(
    anulable(
      Type.Unsafe<UbicacionDto>({
        ...EsquemaUbicacion,
        description: 'Dónde se hizo, si el teléfono lo sabe; ausente o null: sin ubicación',
      }),
    ),
  );

/** Las columnas de la ubicación en `cobros` y `gestiones`. */
export interface ColumnasUbicacion {
  latitud: string | null;
  longitud: string | null;
  precision_metros: number | null;
  distancia_metros: number | null;
}

/** Lo que se guarda de una ubicación: 6 decimales (≈ 11 cm), la precisión en metros enteros hacia arriba. */
export interface UbicacionMedida {
  latitud: number;
  longitud: number;
  precision: number;
  distancia: number | null;
}

/**
 * Mide la ubicación contra las coordenadas que el cliente del préstamo tiene ahora (null: sin ubicación). La distancia
 * queda null si el cliente no tiene coordenadas.
 */
export async function medirUbicacion(
  manager: EntityManager,
  prestamoId: string,
  ubicacion: Ubicacion | null | undefined,
): Promise<UbicacionMedida | null> {
  if (!ubicacion) return null;
  const punto = {
    latitud: Math.round(ubicacion.latitud * 1e6) / 1e6,
    longitud: Math.round(ubicacion.longitud * 1e6) / 1e6,
  };
  const cliente = await db(manager)
    .selectFrom('prestamos as p')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .select(['c.latitud', 'c.longitud'])
    .where('p.id', '=', prestamoId)
    .executeTakeFirst();
  const distancia =
    cliente && cliente.latitud !== null && cliente.longitud !== null
      ? distanciaMetros(punto, { latitud: Number(cliente.latitud), longitud: Number(cliente.longitud) })
      : null;
  return { ...punto, precision: Math.ceil(ubicacion.precision), distancia };
}

/** Los valores de las cuatro columnas, en orden (latitud, longitud, precision_metros, distancia_metros). */
export function valoresUbicacion(medida: UbicacionMedida | null): Array<number | null> {
  return medida
    ? [medida.latitud, medida.longitud, medida.precision, medida.distancia]
    : [null, null, null, null];
}

/** La ubicación como la devuelve la API, clasificada con la distancia vigente de la organización. */
export function ubicacionAJson(fila: ColumnasUbicacion, umbralMetros: number): UbicacionCobro | null {
  if (fila.latitud === null || fila.longitud === null || fila.precision_metros === null) return null;
  return {
    latitud: Number(fila.latitud),
    longitud: Number(fila.longitud),
    precision: fila.precision_metros,
    distanciaMetros: fila.distancia_metros,
    fueraDeSitio: estaFueraDeSitio(fila.distancia_metros, umbralMetros),
  };
}

/** La distancia de «fuera de sitio» de la organización (Configuración › Sistema). */
export async function distanciaFueraDeSitio(manager: EntityManager): Promise<number> {
  return (await leerConfiguracionDeRegistro(manager)).distancia_fuera_de_sitio_metros;
}
