import {
  PRESTAMO_DEFAULTS,
  hoyBogota,
  validarTerminosPrestamo,
  type CampoTerminosPrestamo,
  type Modalidad,
  type TipoAmortizacion,
} from '@cartera/dominio';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

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

export interface TerminosCompletos {
  monto: number;
  interes: number;
  cuotas: number;
  modalidad: Modalidad;
  tipoAmortizacion: TipoAmortizacion;
  fechaInicio: string;
  fechaPrimerPago: string | null;
}

const vacio = (valor: unknown) => valor === undefined || valor === null || valor === '';

/**
 * Las condiciones con los valores por defecto de §9 donde faltan (interés 10, 30 cuotas, semanal, capital_final,
 * inicio hoy en Bogotá) y `plazo` como alias de `cuotas`. `monto` nunca tiene valor por defecto.
 */
export function completarTerminos(entrada: TerminosEntrada, hoy: string = hoyBogota()): Record<CampoTerminosPrestamo, unknown> {
  return {
    monto: entrada.monto,
    interes: vacio(entrada.interes) ? PRESTAMO_DEFAULTS.interes : entrada.interes,
    cuotas: !vacio(entrada.cuotas) ? entrada.cuotas : !vacio(entrada.plazo) ? entrada.plazo : PRESTAMO_DEFAULTS.cuotas,
    modalidad: vacio(entrada.modalidad) ? PRESTAMO_DEFAULTS.modalidad : entrada.modalidad,
    tipoAmortizacion: vacio(entrada.tipoAmortizacion) ? PRESTAMO_DEFAULTS.tipoAmortizacion : entrada.tipoAmortizacion,
    fechaInicio: vacio(entrada.fechaInicio) ? hoy : entrada.fechaInicio,
    fechaPrimerPago: vacio(entrada.fechaPrimerPago) ? null : entrada.fechaPrimerPago,
  };
}

/** Las condiciones ya validadas, con sus valores por defecto aplicados. */
export function terminosValidos(entrada: TerminosEntrada, hoy?: string): TerminosCompletos {
  return completarTerminos(entrada, hoy) as unknown as TerminosCompletos;
}

function errorDe(campo: CampoTerminosPrestamo, argumentos: ValidationArguments): string | undefined {
  return validarTerminosPrestamo(completarTerminos(argumentos.object))[campo];
}

/**
 * Valida un campo de las condiciones con `validarTerminosPrestamo` de @cartera/dominio sobre el cuerpo completo
 * (con los valores por defecto aplicados): el navegador y la API rechazan lo mismo con las mismas palabras.
 * `plazo` se valida como `cuotas`.
 */
export function TerminoPrestamo(campo: CampoTerminosPrestamo, opciones?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'terminoPrestamo',
      validator: {
        validate: (_valor: unknown, argumentos?: ValidationArguments) => !argumentos || !errorDe(campo, argumentos),
        defaultMessage: (argumentos?: ValidationArguments) =>
          (argumentos && errorDe(campo, argumentos)) ?? 'Valor inválido',
      },
    },
    opciones,
  );
}
