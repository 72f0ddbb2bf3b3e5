import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Table, Typography, type TableProps } from 'antd';
import { DeleteOutlined, NotificationOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_CANAL_AVISO_PREVIO,
  formatearFecha,
  type AvisoPrevioReporte,
  type CanalAvisoPrevio,
  type ClienteDetalle,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  modalDiferido,
  useConsulta,
  type ArchivoDescargado,
  useDialogo,
} from '@cartera/plataforma';
import { BotonesExporte, eliminarConConfirmacion } from '@cartera/plataforma/listado';

// The notice's form (Modal, Form, DatePicker) loads when it is first opened.
const AvisoPrevioModal = modalDiferido(() =>
  import('./AvisoPrevioModal').then((m) => ({ default: m.AvisoPrevioModal })),
);

const COLUMNAS: TableProps<AvisoPrevioReporte>['columns'] = [
  {
    title: 'Enviado',
    dataIndex: 'fechaEnvio',
    key: 'fechaEnvio',
    render: (fecha: string) => formatearFecha(fecha),
  },
  {
    title: 'Canal',
    dataIndex: 'canal',
    key: 'canal',
    render: (canal: CanalAvisoPrevio) => ETIQUETAS_CANAL_AVISO_PREVIO[canal],
  },
  {
    title: 'Préstamo',
    dataIndex: 'prestamo',
    key: 'prestamo',
    render: (prestamo: AvisoPrevioReporte['prestamo']) => (prestamo ? `#${prestamo.numero}` : '—'),
  },
  {
    title: 'Se puede reportar desde',
    dataIndex: 'reportableDesde',
    key: 'reportableDesde',
    // null: la deuda pide dos avisos en días diferentes (Ley 2157 de 2021) y éste es el primero.
    render: (fecha: string | null) => (fecha ? formatearFecha(fecha) : 'Falta un segundo aviso, en otro día'),
  },
  { title: 'Registrado por', dataIndex: 'registradoPor', key: 'registradoPor' },
];

/**
 * Everything held on the client as a file (audited by the API): the PDF as the server makes it; the JSON is the
 * envelope's `data`, indented, so the file holds the client's data and nothing of the API.
 */
async function exportarDatosPersonales(id: string, formato: 'json' | 'pdf'): Promise<ArchivoDescargado> {
  const nombre = `datos-cliente-${id}.${formato}`;
  if (formato === 'pdf')
    return descargarArchivo(`clientes/${encodeURIComponent(id)}/datos-personales`, nombre, { formato });
  const datos = await clienteApi.get('/api/clientes/{id}/datos-personales', { ruta: { id }, consulta: { formato } });
  return { blob: new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' }), nombre };
}

/**
 * The client's personal data on the edit page (docs/decisiones/datos-personales.md): the export of everything held
 * on them (JSON, PDF), the prior notices before a negative report and the supresión, which the API refuses,
 * explaining why, while the law requires keeping the data. Admin and gerente, like the page.
 */
export function TarjetaDatosPersonales({ cliente }: { cliente: ClienteDetalle }) {
  const navegar = useNavigate();
  const avisos = useConsulta(
    () => clienteApi.get('/api/clientes/{id}/avisos-previos', { ruta: { id: cliente._id } }),
    [cliente._id],
  );
  const registro = useDialogo<true>(avisos.recargar);

  const suprimir = () =>
    eliminarConConfirmacion({
      pregunta:
        `¿Suprimir los datos personales de ${cliente.nombre}? Se borran su nombre, cédula, contacto, dirección, ` +
        'referencias, foto y autorización, y no se puede deshacer. Sus préstamos cerrados quedan sin datos que lo identifiquen.',
      aceptar: 'Suprimir',
      // 422 SUPRESION_NO_PERMITIDA, explaining why, when the law requires keeping the data (nothing changes then).
      eliminar: () => clienteApi.post('/api/clientes/{id}/supresion', { ruta: { id: cliente._id } }),
      exito: 'Datos del cliente suprimidos',
      error: 'No se pudieron suprimir los datos del cliente',
      alTerminar: () => navegar('/clientes?reload=1'),
    });

  return (
    <Card
      title="Datos personales"
      size="small"
      role="region"
      aria-label="Datos personales"
      style={{ marginTop: 16 }}
    >
      <Typography.Paragraph type="secondary">
        Lo que se guarda del cliente, para entregárselo cuando lo pida; los avisos previos a un reporte
        negativo (se puede reportar 20 días calendario después del envío) y la supresión de sus datos cuando
        la ley no obliga a conservarlos (préstamos abiertos o cerrados hace menos de 10 años).
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <BotonesExporte
          formatos={['json', 'pdf']}
          descargar={(formato) => exportarDatosPersonales(cliente._id, formato)}
          mensajeError="No se pudieron exportar los datos del cliente"
        />
        <Button icon={<NotificationOutlined />} onClick={() => registro.abrir(true)}>
          Registrar aviso previo
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => void suprimir()}>
          Suprimir datos
        </Button>
      </Flex>
      <Table<AvisoPrevioReporte>
        rowKey="_id"
        size="small"
        pagination={false}
        loading={avisos.cargando}
        columns={COLUMNAS}
        dataSource={avisos.datos ?? []}
        title={() => 'Avisos previos al reporte'}
        locale={{ emptyText: 'Sin avisos previos registrados' }}
        scroll={{ x: 'max-content' }}
      />
      {registro.abierto && (
        <AvisoPrevioModal cliente={cliente} {...registro.cierre} />
      )}
    </Card>
  );
}
