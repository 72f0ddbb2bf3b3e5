import { useState } from 'react';
import { Button, Descriptions, Modal, Space, Tag } from 'antd';
import {
  ETIQUETAS_ESTADO_GARANTIA,
  ETIQUETAS_TIPO_GARANTIA,
  TRANSICIONES_GARANTIA,
  formatearCOP,
  formatearFechaHora,
  type EstadoGarantia,
} from '@cartera/dominio';
import { clienteApi, confirmar, useGuardado } from '@cartera/plataforma';
import { Link } from 'react-router-dom';
import { DocumentosGarantia } from './DocumentosGarantia';
import type { Garantia } from '@cartera/dominio';

export const COLORES_ESTADO_GARANTIA: Readonly<Record<EstadoGarantia, string>> = {
  pendiente: 'gold',
  verificada: 'blue',
  liberada: 'green',
  ejecutada: 'red',
};

const VERBOS: Readonly<Record<EstadoGarantia, string>> = {
  pendiente: 'Marcar pendiente',
  verificada: 'Verificar',
  liberada: 'Liberar',
  ejecutada: 'Ejecutar',
};

/**
 * Liberada and ejecutada are final (§4: nothing leaves them), so the browser asks first (§5, destructive actions).
 */
const CONFIRMACIONES: Partial<Readonly<Record<EstadoGarantia, (descripcion: string) => string>>> = {
  liberada: (descripcion) =>
    `¿Liberar la garantía «${descripcion}»? Quedará liberada y no podrá cambiar de estado.`,
  ejecutada: (descripcion) =>
    `¿Ejecutar la garantía «${descripcion}»? Quedará ejecutada y no podrá cambiar de estado.`,
};

interface Props {
  garantia: Garantia;
  /** Admin and gerente change estados; a cobrador only sees them (docs/decisiones/roles-y-permisos.md). */
  puedeCambiarEstado: boolean;
  alCambiar: (garantia: Garantia) => void;
  alCerrar: () => void;
}

/** Detail of a guarantee: its data, the estado buttons §4 allows, and its documents. */
export function GarantiaDetalleModal({ garantia, puedeCambiarEstado, alCambiar, alCerrar }: Props) {
  const [cambiando, setCambiando] = useState<EstadoGarantia | null>(null);
  const { ejecutar } = useGuardado();

  const cambiarEstado = async (estado: EstadoGarantia) => {
    const pregunta = CONFIRMACIONES[estado];
    if (pregunta && !(await confirmar(pregunta(garantia.descripcion)))) return;
    setCambiando(estado);
    const cambio = { ruta: { id: garantia._id }, cuerpo: { estado } };
    await ejecutar(() => clienteApi.put('/api/garantias/{id}', cambio), {
      exito: `Garantía ${ETIQUETAS_ESTADO_GARANTIA[estado].toLowerCase()}`,
      error: 'Error actualizando estado',
      alTerminar: alCambiar,
    });
    setCambiando(null);
  };

  const siguientes = TRANSICIONES_GARANTIA[garantia.estado];

  return (
    <Modal open title="Detalle de Garantía" onCancel={alCerrar} footer={null} width={760} destroyOnHidden>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="Préstamo">
          <Link to={`/prestamos/${garantia.prestamo._id}/plan`}>#{garantia.prestamo.numero}</Link> ·{' '}
          {garantia.prestamo.cliente.nombre}
        </Descriptions.Item>
        <Descriptions.Item label="Estado">
          <Tag color={COLORES_ESTADO_GARANTIA[garantia.estado]}>{ETIQUETAS_ESTADO_GARANTIA[garantia.estado]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Tipo">{ETIQUETAS_TIPO_GARANTIA[garantia.tipo]}</Descriptions.Item>
        <Descriptions.Item label="Identificador legal">{garantia.identificadorLegal || '—'}</Descriptions.Item>
        <Descriptions.Item label="Descripción" span={2}>
          {garantia.descripcion}
        </Descriptions.Item>
        <Descriptions.Item label="Valor declarado">{formatearCOP(garantia.valorDeclarado)}</Descriptions.Item>
        <Descriptions.Item label="Valor de avalúo">
          {garantia.valorAvaluo === null ? '—' : formatearCOP(garantia.valorAvaluo)}
        </Descriptions.Item>
        <Descriptions.Item label="Creada" span={2}>
          {formatearFechaHora(garantia.createdAt)}
        </Descriptions.Item>
      </Descriptions>
      {puedeCambiarEstado && siguientes.length > 0 && (
        <Space style={{ margin: '12px 0' }}>
          {siguientes.map((estado) => (
            <Button
              key={estado}
              type={estado === 'ejecutada' ? 'default' : 'primary'}
              danger={estado === 'ejecutada'}
              loading={cambiando === estado}
              disabled={cambiando !== null}
              onClick={() => void cambiarEstado(estado)}
            >
              {VERBOS[estado]}
            </Button>
          ))}
        </Space>
      )}
      <div style={{ marginTop: 12 }}>
        <DocumentosGarantia garantia={garantia} alCambiar={alCambiar} />
      </div>
    </Modal>
  );
}
