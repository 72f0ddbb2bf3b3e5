import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, DatePicker, Flex, Input, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { LIMITES, formatearCOP, formatearFecha } from '@cartera/dominio';
import { confirmar, mensajeDeError, Titulo, toast, useConsulta, useSesion } from '@cartera/plataforma';
import { cobradoresApi } from '../cobradores/cobradores.api';
import { CobroFormModal } from './CobroFormModal';
import { cobrosApi, etiquetaOrigen, nombreCobrador, type CobroFila, type FiltrosCobros } from './cobros.api';

type Edicion = { cobro: CobroFila | null } | null;

const COLORES_ORIGEN: Readonly<Record<string, string>> = {
  cobro: 'blue',
  pago_cuota: 'geekblue',
  marcado_pagado: 'purple',
};

/**
 * 'Gestión de Cobros' (spec §2 Collections): search by client or loan, collector and date filters, 10 per page,
 * the register modal, and edit/delete for admin and gerente. A cobrador sees only their own collections (the API
 * scopes the list) and may register, but not edit or delete (docs/decisiones.md, roles).
 */
export default function CobrosPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const [filtros, setFiltros] = useState<FiltrosCobros>({ page: 1, limit: LIMITES.tamanoPagina });
  const [edicion, setEdicion] = useState<Edicion>(null);
  const lista = useConsulta(() => cobrosApi.listar(filtros), [filtros]);
  const cobradores = useConsulta(() => (administra ? cobradoresApi.opciones() : Promise.resolve([])), [administra]);
  const { recargar } = lista;

  useEffect(() => {
    if (lista.error) toast.error(mensajeDeError(lista.error, 'Error al cargar cobros'));
  }, [lista.error]);

  const cambiarFiltros = (cambios: Partial<FiltrosCobros>) => setFiltros((actual) => ({ ...actual, ...cambios, page: 1 }));

  const cambiarFechas = (rango: [Dayjs | null, Dayjs | null] | null) =>
    cambiarFiltros({
      fechaDesde: rango?.[0]?.format('YYYY-MM-DD'),
      fechaHasta: rango?.[1]?.format('YYYY-MM-DD'),
    });

  const eliminar = async (cobro: CobroFila) => {
    const mensaje =
      `¿Eliminar el cobro de ${formatearCOP(cobro.monto)} del ${formatearFecha(cobro.fecha)} ` +
      `(${cobro.prestamo.cliente.nombre}, préstamo #${cobro.prestamo.numero})? Sus pagos se revertirán en el plan.`;
    if (!confirmar(mensaje)) return;
    try {
      await cobrosApi.eliminar(cobro._id);
      toast.exito('Cobro eliminado');
      recargar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al eliminar cobro'));
    }
  };

  const columnas: TableProps<CobroFila>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', sorter: true, render: (fecha: string) => formatearFecha(fecha) },
    { title: 'Cliente', key: 'cliente', render: (_valor, cobro) => cobro.prestamo.cliente.nombre },
    {
      title: 'Préstamo',
      key: 'prestamo',
      render: (_valor, cobro) => <Link to={`/prestamos/${cobro.prestamo._id}/plan`}>#{cobro.prestamo.numero}</Link>,
    },
    {
      title: 'Monto',
      dataIndex: 'monto',
      key: 'monto',
      sorter: true,
      align: 'right',
      render: (monto: number) => formatearCOP(monto),
    },
    {
      title: 'Cobrador',
      key: 'cobrador',
      render: (_valor, cobro) =>
        cobro.cobrador ? cobro.cobrador.nombre : <Typography.Text type="secondary">{nombreCobrador(null)}</Typography.Text>,
    },
    {
      title: 'Observaciones',
      dataIndex: 'observaciones',
      key: 'observaciones',
      width: 220,
      ellipsis: true,
      render: (observaciones: string | null) => observaciones || '—',
    },
    {
      title: 'Origen',
      dataIndex: 'origen',
      key: 'origen',
      render: (origen: string) => <Tag color={COLORES_ORIGEN[origen] ?? 'default'}>{etiquetaOrigen(origen)}</Tag>,
    },
  ];
  if (administra) {
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, cobro) => (
        <Space size={4}>
          <Tooltip title="Editar">
            <Button size="small" aria-label="Editar" icon={<EditOutlined />} onClick={() => setEdicion({ cobro })} />
          </Tooltip>
          <Tooltip title="Eliminar">
            <Button size="small" danger aria-label="Eliminar" icon={<DeleteOutlined />} onClick={() => eliminar(cobro)} />
          </Tooltip>
        </Space>
      ),
    });
  }

  const alCambiarTabla: TableProps<CobroFila>['onChange'] = (paginacion, _filtros, orden) => {
    const criterio = Array.isArray(orden) ? orden[0] : orden;
    const sort = criterio?.order ? `${String(criterio.columnKey)}_${criterio.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
    setFiltros((actual) => ({
      ...actual,
      page: sort === actual.sort ? (paginacion.current ?? 1) : 1,
      limit: paginacion.pageSize ?? actual.limit,
      sort,
    }));
  };

  return (
    <>
      <Titulo
        acciones={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ cobro: null })}>
            Registrar Cobro
          </Button>
        }
      >
        Gestión de Cobros
      </Titulo>

      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Buscar por cliente, cédula o número de préstamo"
          aria-label="Buscar cobros"
          style={{ width: 340, maxWidth: '100%' }}
          onSearch={(texto) => cambiarFiltros({ search: texto.trim() || undefined })}
        />
        {administra && (
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Todos los cobradores"
            aria-label="Filtrar por cobrador"
            style={{ width: 220 }}
            value={filtros.cobrador}
            loading={cobradores.cargando}
            options={(cobradores.datos ?? []).map((cobrador) => ({ value: cobrador._id, label: cobrador.nombre }))}
            onChange={(cobrador) => cambiarFiltros({ cobrador })}
          />
        )}
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          aria-label="Filtrar por fecha"
          onChange={(rango) => cambiarFechas(rango)}
        />
      </Flex>

      <Table<CobroFila>
        rowKey="_id"
        columns={columnas}
        dataSource={lista.datos?.data ?? []}
        loading={lista.cargando}
        onChange={alCambiarTabla}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filtros.page,
          pageSize: filtros.limit,
          total: lista.datos?.meta.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} cobros`,
        }}
      />

      {edicion && (
        <CobroFormModal
          cobro={edicion.cobro}
          puedeElegirCobrador={administra}
          guardar={(datos) => (edicion.cobro ? cobrosApi.actualizar(edicion.cobro._id, datos) : cobrosApi.crear(datos))}
          alCerrar={() => setEdicion(null)}
          alGuardar={() => {
            setEdicion(null);
            recargar();
          }}
        />
      )}
    </>
  );
}
