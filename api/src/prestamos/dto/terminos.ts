import {
  PRESTAMO_DEFAULTS,
  hoyBogota,
  tienenSuTipo,
  validarTerminosPrestamo,
  type CampoTerminosPrestamo,
  type TerminosPrestamo,
} from '@cartera/dominio';
import type { ReglaDeCampo, ReglaDeObjeto } from '../../common/entrada';
import { errorValidacion, type ErroresCampo } from '../../common/errores';

/** Lo que un cuerpo de préstamo, vista previa o reenganche puede traer sobre las condiciones del préstamo. */
export interface TerminosEntrada {
  monto?: unknown;
  interes?: unknown;
  cuotas?: unknown;
  /** Nombre antiguo de `cuotas` (especificación §3). */
  plazo?: unknown;
  modalidad?: unknown;
  tipoAmortizacion?: unknown;
  fechaInicio?: unknown;
  fechaPrimerPago?: unknown;
}

/** Las condiciones de @cartera/dominio con todos sus campos (la fecha del primer pago, null si no se dio). */
export type TerminosCompletos = Required<TerminosPrestamo>;

const vacio = (valor: unknown) => valor === undefined || valor === null || valor === '';

/**
 * Las condiciones con los valores por defecto de §9 donde faltan (interés 10, 30 cuotas, semanal, capital_final,
 * inicio hoy en Bogotá) y `plazo` como alias de `cuotas`. `monto` nunca tiene valor por defecto.
 */
export function completarTerminos(
  entrada: TerminosEntrada,
  hoy: string = hoyBogota(),
): Record<CampoTerminosPrestamo, unknown> {
  return {
    monto: entrada.monto,
    interes: vacio(entrada.interes) ? PRESTAMO_DEFAULTS.interes : entrada.interes,
    cuotas: !vacio(entrada.cuotas)
      ? entrada.cuotas
      : !vacio(entrada.plazo)
        ? entrada.plazo
        : PRESTAMO_DEFAULTS.cuotas,
    modalidad: vacio(entrada.modalidad) ? PRESTAMO_DEFAULTS.modalidad : entrada.modalidad,
    tipoAmortizacion: vacio(entrada.tipoAmortizacion)
      ? PRESTAMO_DEFAULTS.tipoAmortizacion
      : entrada.tipoAmortizacion,
    fechaInicio: vacio(entrada.fechaInicio) ? hoy : entrada.fechaInicio,
    fechaPrimerPago: vacio(entrada.fechaPrimerPago) ? null : entrada.fechaPrimerPago,
  };
}

/** Los errores por campo de unas condiciones según las reglas de §5, o null si no tienen ninguno. */
export function errorDeTerminos(terminos: {
  readonly [K in CampoTerminosPrestamo]?: unknown;
}): ErroresCampo | null {
  const campos = Object.entries(validarTerminosPrestamo(terminos)).flatMap(
    ([campo, mensaje]): Array<[string, string[]]> => (mensaje === undefined ? [] : [[campo, [mensaje]]]),
  );
  return campos.length ? Object.fromEntries(campos) : null;
}

/**
 * Las condiciones con sus valores por defecto aplicados, validadas: unas que no cumplen las reglas de §5 son un 400
 * con el error de cada campo (el cuerpo de una ruta ya llega validado por `reglasDeTerminos`; el reenganche, que
 * calcula su monto, y la importación, no).
 */
export function terminosValidos(entrada: TerminosEntrada, hoy?: string): TerminosCompletos {
  const terminos = completarTerminos(entrada, hoy);
  const errores = errorDeTerminos(terminos);
  if (errores || !tienenSuTipo(terminos)) throw errorValidacion(errores ?? {});
  return terminos;
}

/** El error de un campo de las condiciones del cuerpo completo (con los valores por defecto aplicados). */
function errorDe(campo: CampoTerminosPrestamo, objeto: Record<string, unknown>): string | null {
  return validarTerminosPrestamo(completarTerminos(objeto))[campo] ?? null;
}

/**
 * Las reglas de las condiciones (`x-reglas` de un cuerpo): cada campo se valida con `validarTerminosPrestamo` de
 * @cartera/dominio sobre el cuerpo completo, venga o no (con los valores por defecto aplicados): el navegador y la API
 * rechazan lo mismo con las mismas palabras.
 */
/** Las condiciones de un préstamo fuera del monto: el reenganche las trae solas (su monto sale del saldo). */
export const TERMINOS_SIN_MONTO = [
  'interes',
  'cuotas',
  'modalidad',
  'tipoAmortizacion',
  'fechaInicio',
  'fechaPrimerPago',
] as const satisfies readonly CampoTerminosPrestamo[];

export const reglasDeTerminos = (campos: readonly CampoTerminosPrestamo[]): Record<string, ReglaDeObjeto> =>
  Object.fromEntries(
    campos.map((campo) => [campo, (objeto: Record<string, unknown>) => errorDe(campo, objeto)]),
  );

/** `plazo`, si viene, se valida como `cuotas`. */
export const reglaDePlazo: ReglaDeCampo = (_valor, objeto) => errorDe('cuotas', objeto);
