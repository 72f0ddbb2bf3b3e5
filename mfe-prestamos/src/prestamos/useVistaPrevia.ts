import { useEffect, useState } from 'react';
import {
  LIMITES,
  calcularPreview,
  esObjeto,
  tienenSuTipo,
  validarTerminosPrestamo,
  type ErroresTerminosPrestamo,
  type PreviewPrestamo,
  type TerminosPrestamo,
} from '@cartera/dominio';

/** What the form has typed so far; any field may still be empty. */
export interface TerminosEscritos {
  monto?: number | null;
  interes?: number | null;
  cuotas?: number | null;
  modalidad?: string | null;
  tipoAmortizacion?: string | null;
  fechaInicio?: string | null;
  fechaPrimerPago?: string | null;
}

export type ResultadoVistaPrevia =
  { estado: 'lista'; preview: PreviewPrestamo } | { estado: 'incompleta'; errores: ErroresTerminosPrestamo };

export interface VistaPrevia {
  /** The last computed figures, or null before the first pause in typing. */
  resultado: ResultadoVistaPrevia | null;
  /** True while the inputs have changed and the pause has not ended yet. */
  pendiente: boolean;
}

/** Terms as they may come: typed in the form, or read back from their JSON (each field checked here). */
type TerminosSinComprobar = { readonly [K in keyof TerminosEscritos]?: unknown };

/** The terms written, once @cartera/dominio's §5 validation accepts them all; otherwise what it says of each field. */
export function leerTerminos(
  terminos: TerminosSinComprobar,
): { terminos: TerminosPrestamo; errores?: undefined } | { terminos?: undefined; errores: ErroresTerminosPrestamo } {
  const entrada = {
    monto: terminos.monto ?? undefined,
    interes: terminos.interes ?? undefined,
    cuotas: terminos.cuotas ?? undefined,
    modalidad: terminos.modalidad ?? undefined,
    tipoAmortizacion: terminos.tipoAmortizacion ?? undefined,
    fechaInicio: terminos.fechaInicio ?? undefined,
    fechaPrimerPago: terminos.fechaPrimerPago || null,
  };
  const errores = validarTerminosPrestamo(entrada);
  // Accepted by §5, each field is what TerminosPrestamo says it is: tienenSuTipo tells the compiler so.
  if (Object.keys(errores).length === 0 && tienenSuTipo(entrada)) return { terminos: entrada };
  return { errores };
}

/** The preview figures for some terms, or the §5 errors that keep them from being computed. */
export function calcularVistaPrevia(terminos: TerminosSinComprobar): ResultadoVistaPrevia {
  const leidos = leerTerminos(terminos);
  return leidos.terminos
    ? { estado: 'lista', preview: calcularPreview(leidos.terminos) }
    : { estado: 'incompleta', errores: leidos.errores };
}

/**
 * Live preview of the loan form (spec §2, §9): recalculated `esperaMs` (300 ms) after the last change.
 * It runs @cartera/dominio's engine in the browser, the same code POST /prestamos/preview and the API's save run,
 * so the figures match what will be stored without a request per keystroke.
 */
export function useVistaPrevia(
  terminos: TerminosEscritos,
  esperaMs: number = LIMITES.previewMs,
): VistaPrevia {
  const clave = JSON.stringify(terminos);
  const [calculada, setCalculada] = useState<{ clave: string; resultado: ResultadoVistaPrevia } | null>(null);

  useEffect(() => {
    const temporizador = setTimeout(() => {
      const escritos: unknown = JSON.parse(clave);
      setCalculada({ clave, resultado: calcularVistaPrevia(esObjeto(escritos) ? escritos : {}) });
    }, esperaMs);
    return () => clearTimeout(temporizador);
  }, [clave, esperaMs]);

  return { resultado: calculada?.resultado ?? null, pendiente: calculada?.clave !== clave };
}
