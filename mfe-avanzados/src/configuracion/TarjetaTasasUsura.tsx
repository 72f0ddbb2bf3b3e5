import { Button, Card, Table, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_TIPO_CREDITO,
  formatearFecha,
  formatearPorcentaje,
  type TasaUsura,
  type TipoCredito,
} from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, modalDiferido, useConsulta, useDialogo } from '@cartera/plataforma';
import { AccionesFila, eliminarConConfirmacion } from '@cartera/plataforma/listado';

// The rate's form (Modal, Form, DatePicker) loads when it is first opened, not with the tab.
const TasaUsuraFormModal = modalDiferido(() =>
  import('./TasaUsuraFormModal').then((m) => ({ default: m.TasaUsuraFormModal })),
);

const nombreDe = (tasa: TasaUsura) =>
  `${ETIQUETAS_TIPO_CREDITO[tasa.tipoCredito]} del ${formatearFecha(tasa.desde)} al ${formatearFecha(tasa.hasta)}`;

/**
 * Configuración → Sistema: the usury rates certified by the Superintendencia Financiera, by credit type and period
 * (docs/decisiones/tasa-efectiva-y-usura.md). Each loan's effective annual rate is compared with the one of its type
 * on its disbursement date. The admin registers, edits and deletes them (audited); the gerente reads them.
 */
export function TarjetaTasasUsura({ editable }: { editable: boolean }) {
  const { datos, error, cargando, recargar } = useConsulta(() => clienteApi.get('/api/configuracion/tasas-usura'), [], {
    guardarComo: 'configuracion-tasas-usura',
  });
  // The rate being edited, or `tasa: null` for a new one.
  const edicion = useDialogo<{ tasa: TasaUsura | null }>(recargar);

  const eliminar = (tasa: TasaUsura) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar la tasa de usura de ${nombreDe(tasa)}? Los préstamos de esas fechas quedarán sin tope.`,
      eliminar: () => clienteApi.delete('/api/configuracion/tasas-usura/{id}', { ruta: { id: tasa._id } }),
      exito: 'Tasa de usura eliminada',
      error: 'Error al eliminar la tasa de usura',
      alTerminar: recargar,
    });

  const columnas: TableProps<TasaUsura>['columns'] = [
    {
      title: 'Tipo de crédito',
      dataIndex: 'tipoCredito',
      key: 'tipoCredito',
      render: (tipo: TipoCredito) => ETIQUETAS_TIPO_CREDITO[tipo],
    },
    {
      title: 'Tasa EA',
      dataIndex: 'tasa',
      key: 'tasa',
      align: 'right',
      render: (tasa: number) => formatearPorcentaje(tasa, 2),
    },
    { title: 'Desde', dataIndex: 'desde', key: 'desde', render: (fecha: string) => formatearFecha(fecha) },
    { title: 'Hasta', dataIndex: 'hasta', key: 'hasta', render: (fecha: string) => formatearFecha(fecha) },
    { title: 'Resolución', dataIndex: 'resolucion', key: 'resolucion' },
  ];
  if (editable)
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, tasa) => (
        <AccionesFila
          nombre={nombreDe(tasa)}
          alEditar={() => edicion.abrir({ tasa })}
          alEliminar={() => void eliminar(tasa)}
        />
      ),
    });

  return (
    <Card
      title="Tasas de usura"
      size="small"
      role="region"
      aria-label="Tasas de usura"
      extra={
        editable && (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => edicion.abrir({ tasa: null })}>
            Nueva tasa
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        La tasa de usura efectiva anual que certifica la Superintendencia Financiera para cada tipo de crédito
        y periodo. Al desembolsar, la tasa efectiva anual de cada préstamo se compara con la de su tipo en su
        fecha; sin tasa registrada para esa fecha no hay tope.
        {!editable && ' Sólo un administrador puede registrarlas.'}
      </Typography.Paragraph>
      {error ? (
        <ErrorDeCarga error={error} texto="Error al cargar las tasas de usura" />
      ) : (
        <Table<TasaUsura>
          rowKey="_id"
          size="small"
          loading={cargando}
          pagination={false}
          dataSource={datos ?? []}
          columns={columnas}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Sin tasas de usura registradas' }}
        />
      )}
      {edicion.abierto && (
        <TasaUsuraFormModal tasa={edicion.abierto.tasa} {...edicion.cierre} />
      )}
    </Card>
  );
}
