// «Recaudos por aplicar»: the statement lines (and gateway events) no loan claimed, waiting for the office: apply to a
// loan, split across loans, or «No es nuestro» (it stays to be returned). Every decision is taken once per line.
import { Button, Card, Empty, Flex, Table, Tag, type TableProps } from 'antd';
import {
  ETIQUETAS_ESTADO_LINEA_EXTRACTO,
  formatearCOP,
  formatearFecha,
  type LineaExtractoPago,
} from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  mensajeDeError,
  nuevaClaveIdempotencia,
  toast,
  type Consulta,
  useDialogo,
} from '@cartera/plataforma';
import { AplicarSuspensoModal } from './AplicarSuspensoModal';

export function RecaudosPorAplicar({
  lineas,
  alCambiar,
}: {
  lineas: Consulta<LineaExtractoPago[]>;
  alCambiar: () => void;
}) {
  const aplicacion = useDialogo<{ linea: LineaExtractoPago; repartir: boolean }>(alCambiar);

  const noEsNuestro = async (linea: LineaExtractoPago) => {
    const pregunta = `¿Marcar ${formatearCOP(linea.valor)} del ${formatearFecha(linea.fecha)} como «No es nuestro»? Queda por devolver y no se aplica a ningún préstamo.`;
    if (!(await confirmar(pregunta))) return;
    try {
      await clienteApi.post('/api/pagos/suspenso/{lineaId}/aplicar', {
        ruta: { lineaId: linea._id },
        cuerpo: { noEsNuestro: true },
        clave: nuevaClaveIdempotencia(),
      });
      toast.exito('Marcado como «No es nuestro»');
      alCambiar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'No se pudo marcar la línea'));
    }
  };

  const columnas: TableProps<LineaExtractoPago>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
    { title: 'Cuenta', render: (_, l) => l.cuenta.nombre },
    { title: 'Descripción', dataIndex: 'descripcion' },
    { title: 'Referencia', dataIndex: 'referencia', render: (r: string | null) => r ?? '—' },
    {
      title: 'Origen',
      dataIndex: 'origen',
      render: (o: LineaExtractoPago['origen']) => <Tag>{o === 'wompi' ? 'Wompi' : 'Extracto'}</Tag>,
    },
    { title: 'Valor', dataIndex: 'valor', align: 'right', render: (v: number) => formatearCOP(v) },
    {
      title: 'Acciones',
      // A line being applied right now (or whose application was cut short) takes no second decision meanwhile.
      render: (_, linea) =>
        linea.estado !== 'en_suspenso' ? (
          <Tag color="processing">{ETIQUETAS_ESTADO_LINEA_EXTRACTO[linea.estado]}</Tag>
        ) : (
          <Flex gap={4} wrap>
            <Button size="small" type="primary" onClick={() => aplicacion.abrir({ linea, repartir: false })}>
              Aplicar
            </Button>
            <Button size="small" onClick={() => aplicacion.abrir({ linea, repartir: true })}>
              Repartir
            </Button>
            <Button size="small" danger onClick={() => void noEsNuestro(linea)}>
              No es nuestro
            </Button>
          </Flex>
        ),
    },
  ];

  const datos = lineas.datos ?? [];
  const total = datos.reduce((suma, l) => suma + l.valor, 0);
  return (
    <Card
      title={`Recaudos por aplicar (${datos.length})`}
      extra={datos.length > 0 ? formatearCOP(total) : undefined}
    >
      <Table
        rowKey="_id"
        size="small"
        columns={columnas}
        dataSource={datos}
        loading={lineas.cargando}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="No hay recaudos por aplicar" /> }}
        scroll={{ x: true }}
      />
      {aplicacion.abierto && (
        <AplicarSuspensoModal
          linea={aplicacion.abierto.linea}
          repartir={aplicacion.abierto.repartir}
          {...aplicacion.cierre}
        />
      )}
    </Card>
  );
}
