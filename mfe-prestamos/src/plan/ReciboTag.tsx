import { Tag, Tooltip } from 'antd';
import { ETIQUETAS_TIPO_NOTIFICACION, formatearFechaHora, type ReciboMovimiento } from '@cartera/dominio';

type Estado = ReciboMovimiento['estado'];

const COLOR: Readonly<Record<Estado, string>> = {
  enviado: 'green',
  pendiente: 'processing',
  programado: 'processing',
  fallido: 'red',
  cancelado: 'default',
};

/** «Recibo enviado», «Corrección fallida»: the message and its state, agreeing in gender. */
const ESTADO: Readonly<Record<ReciboMovimiento['tipo'], Readonly<Record<Estado, string>>>> = {
  recibo: {
    enviado: 'Recibo enviado',
    pendiente: 'Recibo pendiente',
    programado: 'Recibo programado',
    fallido: 'Recibo fallido',
    cancelado: 'Recibo cancelado',
  },
  correccion: {
    enviado: 'Corrección enviada',
    pendiente: 'Corrección pendiente',
    programado: 'Corrección programada',
    fallido: 'Corrección fallida',
    cancelado: 'Corrección cancelada',
  },
};

export const SIN_RECIBO = {
  etiqueta: 'Sin recibo',
  detalle: 'No se envió recibo al cliente: los recibos estaban apagados o no había canal configurado.',
} as const;

/** The channel and the time that matters for each state: when it left, since when it waits, when it gave up. */
export function detalleRecibo(recibo: ReciboMovimiento): string {
  const canal = `Por ${ETIQUETAS_TIPO_NOTIFICACION[recibo.canal] ?? recibo.canal}`;
  const hora = (instante: string | null) => formatearFechaHora(instante ?? recibo.encoladoEn);
  switch (recibo.estado) {
    case 'enviado':
      return `${canal} · enviado el ${hora(recibo.enviadoEn)}`;
    case 'fallido':
      return `${canal} · no se pudo entregar (último intento el ${hora(recibo.enviadoEn)})`;
    case 'cancelado':
      return `${canal} · cancelado`;
    default:
      return `${canal} · en cola desde el ${hora(null)}`;
  }
}

/**
 * What the client was told about a cobro (docs/decisiones/recibos-de-cobro.md): its receipt or the correction of it,
 * as a tag with the channel and time in a tooltip; «Sin recibo» when none was queued.
 */
export function ReciboTag({ recibo }: { recibo: ReciboMovimiento | null }) {
  const etiqueta = recibo ? ESTADO[recibo.tipo][recibo.estado] : SIN_RECIBO.etiqueta;
  const detalle = recibo ? detalleRecibo(recibo) : SIN_RECIBO.detalle;
  return (
    <Tooltip title={detalle}>
      <Tag color={recibo ? COLOR[recibo.estado] : 'default'} aria-label={`${etiqueta}. ${detalle}`}>
        {etiqueta}
      </Tag>
    </Tooltip>
  );
}
