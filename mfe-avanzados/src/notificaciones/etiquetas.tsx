import { Tag } from 'antd';
import {
  CATEGORIAS_NOTIFICACION,
  ESTADOS_NOTIFICACION,
  ETIQUETAS_CATEGORIA_NOTIFICACION,
  ETIQUETAS_ESTADO_NOTIFICACION,
  ETIQUETAS_TIPO_NOTIFICACION,
  TIPOS_NOTIFICACION,
  opcionesDe,
  type EstadoNotificacion,
} from '@cartera/dominio';

const COLOR_ESTADO: Readonly<Record<EstadoNotificacion, string>> = {
  enviado: 'success',
  pendiente: 'processing',
  fallido: 'error',
  programado: 'warning',
  cancelado: 'default',
};

export function EtiquetaEstado({ estado }: { estado: EstadoNotificacion }) {
  return <Tag color={COLOR_ESTADO[estado]}>{ETIQUETAS_ESTADO_NOTIFICACION[estado]}</Tag>;
}

export const opcionesTipo = opcionesDe(TIPOS_NOTIFICACION, ETIQUETAS_TIPO_NOTIFICACION);
export const opcionesEstado = opcionesDe(ESTADOS_NOTIFICACION, ETIQUETAS_ESTADO_NOTIFICACION);
export const opcionesCategoria = opcionesDe(CATEGORIAS_NOTIFICACION, ETIQUETAS_CATEGORIA_NOTIFICACION);
