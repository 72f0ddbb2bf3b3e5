import { Tag } from 'antd';
import { formatearDistancia, type UbicacionCobro } from '@cartera/dominio';

/**
 * Un cobro hecho más lejos del cliente que la distancia de la organización (docs/decisiones/ubicacion-de-los-cobros.md):
 * la marca de la lista de Cobros y de los movimientos del préstamo. Nada si estaba en sitio o no se pudo medir.
 */
export function MarcaFueraDeSitio({ ubicacion }: { ubicacion: UbicacionCobro | null | undefined }) {
  if (!ubicacion?.fueraDeSitio || ubicacion.distanciaMetros === null) return null;
  return <Tag color="red">Fuera de sitio: a {formatearDistancia(ubicacion.distanciaMetros)} del cliente</Tag>;
}
