import { AYUDAS_TIPO_AMORTIZACION, ETIQUETAS_TIPO_AMORTIZACION, TIPOS_AMORTIZACION, type TipoAmortizacion } from '@cartera/dominio';
import type { OpcionConAyuda } from './SelectConAyuda';

/** The amortisation types with their labels and what each one is (which is the fixed installment). */
export const OPCIONES_TIPO_AMORTIZACION: ReadonlyArray<OpcionConAyuda<TipoAmortizacion>> = TIPOS_AMORTIZACION.map(
  (tipo) => ({ value: tipo, label: ETIQUETAS_TIPO_AMORTIZACION[tipo], ayuda: AYUDAS_TIPO_AMORTIZACION[tipo] }),
);
