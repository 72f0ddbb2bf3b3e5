import { campo } from '@cartera/plataforma/formularios';
import {
  ETIQUETAS_POLITICA_CAJA_INSUFICIENTE,
  POLITICAS_CAJA_INSUFICIENTE,
  opcionesDe,
  type PoliticaCajaInsuficiente,
} from '@cartera/dominio';
import { AJUSTES } from './ajustes';
import { ajusteDeOrganizacion } from './TarjetaOrganizacion';

/**
 * Configuración → Sistema: what Cartera does with a disbursement larger than the cash in the office box (disburse and
 * warn, or refuse with the available amount; docs/decisiones/fondeo-de-la-caja.md). The admin edits, the gerente reads.
 */
export const TarjetaCajaInsuficiente = ajusteDeOrganizacion(AJUSTES.cajaInsuficiente, {
  ayuda: 'La caja de la oficina tiene lo que registran el saldo inicial, los cobros entregados y los movimientos de Flujo de Caja (aportes de capital, retiros del banco, préstamos recibidos).',
  campos: [
    campo.seleccion<PoliticaCajaInsuficiente>(
      'cajaInsuficiente',
      'Desembolso mayor que la caja',
      opcionesDe(POLITICAS_CAJA_INSUFICIENTE, ETIQUETAS_POLITICA_CAJA_INSUFICIENTE),
      {
        style: { maxWidth: 320 },
        extra: 'Avisar: se desembolsa y se dice en cuánto queda la caja. Rechazar: no se desembolsa y se dice cuánto hay.',
      },
    ),
  ],
});
