import { Tag } from 'antd';
import {
  ETIQUETAS_CATEGORIA_NOTIFICACION,
  ETIQUETAS_ESTADO_NOTIFICACION,
  ETIQUETAS_TIPO_NOTIFICACION,
  type CategoriaNotificacionCentro,
  type EstadoNotificacion,
  type TipoNotificacion,
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

export const opcionesTipo = (Object.keys(ETIQUETAS_TIPO_NOTIFICACION) as TipoNotificacion[]).map((valor) => ({
  value: valor,
  label: ETIQUETAS_TIPO_NOTIFICACION[valor],
}));
export const opcionesEstado = (Object.keys(ETIQUETAS_ESTADO_NOTIFICACION) as EstadoNotificacion[]).map((valor) => ({
  value: valor,
  label: ETIQUETAS_ESTADO_NOTIFICACION[valor],
}));
export const opcionesCategoria = (Object.keys(ETIQUETAS_CATEGORIA_NOTIFICACION) as CategoriaNotificacionCentro[]).map((valor) => ({
  value: valor,
  label: ETIQUETAS_CATEGORIA_NOTIFICACION[valor],
}));
