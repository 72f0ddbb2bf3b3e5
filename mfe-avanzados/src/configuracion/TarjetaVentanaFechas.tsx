import {
  DIAS_ATRAS_AVISO_PREVIO,
  DIAS_ATRAS_AVISO_PREVIO_MAXIMO,
  DIAS_ATRAS_FECHAS_DEFECTO,
  DIAS_AVISO_PREVIO_REPORTE,
  validarDiasAtrasAvisoPrevio,
  validarDiasAtrasFechas,
} from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';
import { campo } from '@cartera/plataforma/formularios';
import { AJUSTES } from './ajustes';
import { ajusteDeOrganizacion } from './TarjetaOrganizacion';

/**
 * Configuración → Sistema: how many days back the office may date a loan, its start or a cobro
 * (docs/decisiones/ventana-de-fechas.md), and a pre-notice before a negative credit report
 * (docs/decisiones/datos-personales.md); never in the future. The admin edits them with the API's own rules; the
 * gerente reads them.
 */
export const TarjetaVentanaFechas = ajusteDeOrganizacion(AJUSTES.ventanaFechas, {
  ayuda:
    'La fecha de un préstamo, su inicio y la de un cobro registrado por la oficina nunca son posteriores a hoy ni ' +
    `anteriores a estos días atrás (${DIAS_ATRAS_FECHAS_DEFECTO} por defecto). Un cobrador sigue con su propia ventana, más corta.`,
  campos: [
    campo.numero('diasAtrasFechas', 'Días atrás', {
      style: { maxWidth: 240 },
      rules: [reglaDe((valor) => validarDiasAtrasFechas(valor))],
      entrada: { min: 0, precision: 0, suffix: 'días' },
    }),
    campo.numero('diasAtrasAvisoPrevio', 'Días atrás del aviso previo', {
      style: { maxWidth: 240 },
      rules: [reglaDe((valor) => validarDiasAtrasAvisoPrevio(valor))],
      extra:
        `La fecha de envío de un aviso previo al reporte negativo (${DIAS_ATRAS_AVISO_PREVIO} por defecto, ` +
        `máximo ${DIAS_ATRAS_AVISO_PREVIO_MAXIMO}). Un aviso fechado atrás acorta los ${DIAS_AVISO_PREVIO_REPORTE} días que la ley da al ` +
        'deudor para pagar antes del reporte.',
      entrada: { min: 0, precision: 0, suffix: 'días' },
    }),
  ],
});
