import { useState } from 'react';
import { Button, Card, Col, Row, Select, Statistic } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import {
  ETIQUETAS_CATEGORIA_NOTIFICACION,
  ETIQUETAS_TIPO_NOTIFICACION,
  MENSAJES_NOTIFICACIONES,
  formatearFechaHora,
  type NotificacionCentro,
} from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  mensajeDeError,
  modalDiferido,
  toast,
  useConsulta,
  SelectorRangoFechas,
} from '@cartera/plataforma';
import { BarraFiltros, TablaPaginada, useListado, type FiltrosListado } from '@cartera/plataforma/listado';
import type { ConsultaNotificaciones } from '@cartera/dominio';
import { EtiquetaEstado, opcionesCategoria, opcionesEstado, opcionesTipo } from './etiquetas';

// The detail (Modal and the recipients' table) loads when a notification is opened, not with the tab.
const DetalleNotificacionModal = modalDiferido(() =>
  import('./DetalleNotificacionModal').then((m) => ({ default: m.DetalleNotificacionModal })),
);

/** Historial: server-side filters (type, status, category, dates, search), paged, with stats and per-recipient detail. */
export function HistorialTab({ version }: { version: number }) {
  const lista = useListado<ConsultaNotificaciones & FiltrosListado, NotificacionCentro>({
    consultar: (filtros) => clienteApi.get('/api/notificaciones', { consulta: filtros }),
    mensajeError: MENSAJES_NOTIFICACIONES.errorCargar,
    guardarComo: 'notificaciones',
  });
  const { filtros } = lista;
  // The stats take the history's filters, without its page and order.
  const { page: _p, limit: _l, sort: _s, ...filtrosEstadisticas } = filtros;
  const estadisticas = useConsulta(
    () => clienteApi.get('/api/notificaciones/estadisticas', { consulta: filtrosEstadisticas }),
    [filtros, version],
    { guardarComo: 'notificaciones-estadisticas' },
  );
  const [detalle, setDetalle] = useState<NotificacionCentro | null>(null);
  const [fechas, setFechas] = useState<[Dayjs | null, Dayjs | null] | null>(null);

  const recargar = () => {
    lista.recargar();
    estadisticas.recargar();
  };

  const cancelar = async (n: NotificacionCentro) => {
    const pregunta = `¿Cancelar el envío programado «${n.titulo}»?`;
    if (!(await confirmar(pregunta, { titulo: 'Cancelar envío', aceptar: 'Cancelar envío', cancelar: 'Volver', peligro: true }))) return;
    try {
      await clienteApi.post('/api/notificaciones/{id}/cancelar', { ruta: { id: n._id } });
      toast.exito('Notificación cancelada');
      recargar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'No se pudo cancelar la notificación'));
    }
  };

  const e = estadisticas.datos;
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}><Card><Statistic title="Total" value={e?.total ?? 0} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Enviadas" value={e?.porEstado.enviado ?? 0} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Pendientes y programadas" value={(e?.porEstado.pendiente ?? 0) + (e?.porEstado.programado ?? 0)} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Fallidas" value={e?.porEstado.fallido ?? 0} /></Card></Col>
      </Row>
      <BarraFiltros
        busqueda={{ placeholder: 'Buscar en título o mensaje', etiqueta: 'Buscar notificaciones', alBuscar: (search) => lista.cambiarFiltros({ search }) }}
        alLimpiar={() => {
          setFechas(null);
          lista.limpiarFiltros();
        }}
        acciones={<Button icon={<ReloadOutlined />} onClick={recargar}>Actualizar</Button>}
      >
        <Select allowClear placeholder="Tipo" aria-label="Filtrar por tipo" style={{ width: 140 }} options={opcionesTipo} value={filtros.tipo} onChange={(tipo) => lista.cambiarFiltros({ tipo })} />
        <Select allowClear placeholder="Estado" aria-label="Filtrar por estado" style={{ width: 150 }} options={opcionesEstado} value={filtros.estado} onChange={(estado) => lista.cambiarFiltros({ estado })} />
        <Select allowClear placeholder="Categoría" aria-label="Filtrar por categoría" style={{ width: 160 }} options={opcionesCategoria} value={filtros.categoria} onChange={(categoria) => lista.cambiarFiltros({ categoria })} />
        <SelectorRangoFechas
          aria-label="Filtrar por fechas"
          format="DD/MM/YYYY"
          value={fechas}
          onChange={(valores) => {
            setFechas(valores);
            lista.cambiarFiltros({ desde: valores?.[0]?.format('YYYY-MM-DD'), hasta: valores?.[1]?.format('YYYY-MM-DD') });
          }}
        />
      </BarraFiltros>
      <TablaPaginada<NotificacionCentro>
        listado={lista}
        etiquetaTotal={(total) => `${total} notificaciones`}
        onRow={(fila) => ({ onClick: () => setDetalle(fila), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Fecha', key: 'createdAt', dataIndex: 'createdAt', sorter: true, render: (v: string) => formatearFechaHora(v) },
          { title: 'Tipo', key: 'tipo', dataIndex: 'tipo', render: (v: NotificacionCentro['tipo']) => ETIQUETAS_TIPO_NOTIFICACION[v] },
          { title: 'Categoría', dataIndex: 'categoria', render: (v: NotificacionCentro['categoria']) => ETIQUETAS_CATEGORIA_NOTIFICACION[v] },
          { title: 'Título', key: 'titulo', dataIndex: 'titulo', sorter: true },
          { title: 'Estado', key: 'estado', dataIndex: 'estado', render: (v: NotificacionCentro['estado']) => <EtiquetaEstado estado={v} /> },
          {
            title: 'Entregas',
            render: (_, n) => `${n.estadisticas.enviados}/${n.estadisticas.destinatarios}${n.estadisticas.fallidos ? ` · ${n.estadisticas.fallidos} fallidas` : ''}`,
          },
          { title: 'Programada', dataIndex: 'fechaProgramada', render: (v: string | null) => (v ? formatearFechaHora(v) : '') },
          {
            title: 'Acciones',
            render: (_, n) =>
              n.estado === 'programado' ? (
                <Button size="small" danger onClick={(evento) => { evento.stopPropagation(); void cancelar(n); }}>
                  Cancelar
                </Button>
              ) : null,
          },
        ]}
      />
      {detalle && <DetalleNotificacionModal notificacion={detalle} alCerrar={() => setDetalle(null)} />}
    </>
  );
}
