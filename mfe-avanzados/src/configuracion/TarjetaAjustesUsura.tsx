import { campo } from '@cartera/plataforma/formularios';
import {
  ACCIONES_USURA,
  ETIQUETAS_ACCION_USURA,
  ETIQUETAS_TIPO_CREDITO,
  TIPOS_CREDITO,
  opcionesDe,
  type AccionUsura,
  type TipoCredito,
} from '@cartera/dominio';
import { AJUSTES } from './ajustes';
import { ajusteDeOrganizacion } from './TarjetaOrganizacion';

/**
 * Configuración → Sistema: what Cartera does with a loan whose effective annual rate is above the usury rate of its
 * type and date (warn, and whoever disburses confirms, audited; or refuse it), and the credit type a new loan starts
 * with (docs/decisiones/tasa-efectiva-y-usura.md). Organisation settings: the admin edits, the gerente reads.
 */
export const TarjetaAjustesUsura = ajusteDeOrganizacion(AJUSTES.usura, {
  ayuda: 'Rigen para los préstamos que se desembolsen desde ahora; los ya desembolsados no cambian.',
  enFila: true,
  campos: [
    campo.seleccion<TipoCredito>('tipoCreditoDefecto', 'Tipo de crédito por defecto', opcionesDe(TIPOS_CREDITO, ETIQUETAS_TIPO_CREDITO), {
      style: { minWidth: 240 },
      extra: 'El que propone un préstamo nuevo: define qué tasa de usura lo limita.',
    }),
    campo.seleccion<AccionUsura>('usuraAccion', 'Préstamo sobre la tasa de usura', opcionesDe(ACCIONES_USURA, ETIQUETAS_ACCION_USURA), {
      style: { minWidth: 280 },
      extra: 'Avisar: quien desembolsa debe confirmarlo y queda en la auditoría. Rechazar: no se desembolsa.',
    }),
  ],
});
