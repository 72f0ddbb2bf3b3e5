import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Empty, Flex, Progress, Space, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { LIMITES, formatearCOP, formatearNumeroHasta } from '@cartera/dominio';
import {
  AvisoPantalla,
  Cargando,
  clienteApi,
  confirmar,
  descargarArchivo,
  esErrorHttp,
  mensajeDeError,
  Titulo,
  toast,
  useConsulta,
  useGuardado,
  useSesion,
  nuevaClaveIdempotencia,
  guardarArchivo,
  modalDiferido,
  useDialogo,
} from '@cartera/plataforma';
import { TablaAlVerse } from '@cartera/plataforma/listado';
import { esPrestamoCerrado, puedeAdministrarPrestamos } from '../prestamos/acciones';
import { CONFIRMACIONES, MENSAJES_PRESTAMOS } from '../prestamos/mensajes';
import { CODIGOS, FORMATOS_EXPORTE_PLAN, type Cuota, type FormatoExportePlan, type PlanPrestamo } from '@cartera/dominio';
import { columnasCuotas } from './columnasCuotas';
import { DatosPrestamo } from './DatosPrestamo';
import { GarantiasPrestamo } from './GarantiasPrestamo';
import { NotificacionesPrestamo } from './NotificacionesPrestamo';
import { MovimientosPrestamo } from './MovimientosPrestamo';
import { GestionesPrestamo } from './GestionesPrestamo';
import { TransferenciasPrestamo } from './TransferenciasPrestamo';
import { TarjetaLibro } from './TarjetaLibro';
import { ReferenciaPagoPrestamo } from './ReferenciaPagoPrestamo';

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const PagarCuotaModal = modalDiferido(() =>
  import('./PagarCuotaModal').then((m) => ({ default: m.PagarCuotaModal })),
);

/** An unknown id: the API's 404, or a path id that is not even a valid identifier. */
function esPrestamoInexistente(error: unknown): boolean {
  return esErrorHttp(error) && (error.status === 404 || error.code === CODIGOS.idInvalido);
}

/**
 * 'Plan de Pagos' of one loan (spec §2 Payment plan): the loan's header, the one-time 'Generar plan', progress,
 * the installment table with pay and revert, CSV/XLSX/PDF downloads and the loan's notifications.
 */
export default function PlanPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = puedeAdministrarPrestamos(rol);

  const plan = useConsulta(() => clienteApi.get('/api/prestamos/{id}/plan', { ruta: { id } }), [id]);
  const notificaciones = useConsulta(
    () => clienteApi.get('/api/prestamos/{id}/notificaciones', { ruta: { id } }),
    [id],
  );
  // The loan with its journal figures (`libro`); the journal itself is read when its tab opens.
  const detalle = useConsulta(() => clienteApi.get('/api/prestamos/{id}', { ruta: { id } }), [id]);
  const [versionLibro, setVersionLibro] = useState(0);
  const { recargar: recargarPlan } = plan;
  const { recargar: recargarDetalle } = detalle;
  const { recargar: recargarNotificaciones } = notificaciones;
  const { guardando: generando, ejecutar: ejecutarGeneracion } = useGuardado();
  // One plan generation per page: a double click or a retry after a lost answer is the same request.
  const [claveGenerar] = useState(nuevaClaveIdempotencia);
  const [exportando, setExportando] = useState<FormatoExportePlan | null>(null);
  // One reversion at a time (the hook ignores a second one while it runs); `revirtiendo` is the row it is on.
  const { ejecutar: ejecutarReversion } = useGuardado();
  const [revirtiendo, setRevirtiendo] = useState<number | null>(null);

  // A failed refresh of a plan already on screen is told with a toast; a failed first load fills the page.
  useEffect(() => {
    if (plan.error && plan.datos)
      toast.error(mensajeDeError(plan.error, MENSAJES_PRESTAMOS.errorInformacion));
  }, [plan.error, plan.datos]);

  const recargar = () => {
    recargarPlan();
    recargarNotificaciones();
    recargarDetalle();
    setVersionLibro((version) => version + 1);
  };
  const pago = useDialogo<Cuota>(recargar);
  const cuotaAPagar = pago.abierto;
  const volver = () => navigate('/prestamos');

  if (!plan.datos) {
    if (plan.error && esPrestamoInexistente(plan.error)) {
      return (
        <AvisoPantalla
          tipo="inexistente"
          titulo={MENSAJES_PRESTAMOS.noEncontrado}
          acciones={<Button onClick={volver}>Volver a préstamos</Button>}
        />
      );
    }
    if (plan.error) {
      return (
        <AvisoPantalla
          tipo="error"
          titulo={MENSAJES_PRESTAMOS.errorInformacion}
          detalle={mensajeDeError(plan.error, '')}
          acciones={
            <Space>
              <Button type="primary" onClick={recargar}>
                Reintentar
              </Button>
              <Button onClick={volver}>Volver a préstamos</Button>
            </Space>
          }
        />
      );
    }
    return <Cargando />;
  }

  const { prestamo, cuotas, resumen }: PlanPrestamo = plan.datos;
  const abierto = !esPrestamoCerrado(prestamo.estado);

  const generarPlan = () =>
    void ejecutarGeneracion(
      async () => {
        try {
          const ruta = { id: prestamo._id };
          return await clienteApi.post('/api/prestamos/{id}/plan/generar', { ruta, clave: claveGenerar });
        } finally {
          // Whatever the answer, show what the server has now: after a failure, someone else may have generated it.
          recargar();
        }
      },
      { exito: MENSAJES_PRESTAMOS.planGenerado, error: MENSAJES_PRESTAMOS.errorGenerarPlan },
    );

  const revertir = async (cuota: Cuota) => {
    const pregunta = CONFIRMACIONES.revertir(cuota.numero, formatearCOP(cuota.montoPagado));
    if (!(await confirmar(pregunta, { peligro: true }))) return;
    void ejecutarReversion(
      async () => {
        // Set here, not before: a call the hook ignores must not move the spinner to its row.
        setRevirtiendo(cuota.numero);
        try {
          // One click after its confirmation: this call is the action, with a key of its own.
          return await clienteApi.patch('/api/prestamos/{id}/plan/cuota/{numero}/revertir', {
            ruta: { id: prestamo._id, numero: cuota.numero },
            clave: nuevaClaveIdempotencia(),
          });
        } finally {
          setRevirtiendo(null);
        }
      },
      {
        exito: MENSAJES_PRESTAMOS.pagoRevertido,
        error: MENSAJES_PRESTAMOS.errorRevertir,
        alTerminar: recargar,
      },
    );
  };

  const exportar = async (formato: FormatoExportePlan) => {
    setExportando(formato);
    try {
      const archivo = await descargarArchivo(
        `prestamos/${encodeURIComponent(prestamo._id)}/plan/export/${formato}`,
        `plan-${prestamo._id}.${formato}`,
      );
      guardarArchivo(archivo.blob, archivo.nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, MENSAJES_PRESTAMOS.errorArchivo));
    } finally {
      setExportando(null);
    }
  };

  const columnas = columnasCuotas(cuotas, {
    abierto,
    administra,
    revirtiendo,
    pagar: pago.abrir,
    revertir,
  });

  const tablaPlan = (
    <>
      {prestamo.estado === 'solicitado' || prestamo.estado === 'rechazado' ? (
        // A request has no plan: it is created when an admin or gerente approves it (it is disbursed then).
        <Card style={{ marginBottom: 16 }}>
          <Empty
            description={
              prestamo.estado === 'solicitado'
                ? 'Esta solicitud espera la aprobación de un administrador o gerente: el plan de pagos se crea al aprobarla.'
                : `Solicitud rechazada${detalle.datos?.motivoRechazo ? `: ${detalle.datos.motivoRechazo}` : '.'}`
            }
          />
        </Card>
      ) : !prestamo.planGenerado ? (
        <Card style={{ marginBottom: 16 }}>
          <Empty description="El plan de pagos de este préstamo aún no se ha generado.">
            {administra ? (
              <Button type="primary" loading={generando} disabled={!abierto} onClick={generarPlan}>
                Generar plan
              </Button>
            ) : (
              <Typography.Text type="secondary">Un administrador o gerente puede generarlo.</Typography.Text>
            )}
          </Empty>
        </Card>
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Flex vertical gap={4}>
              <Typography.Text>
                Pagado {formatearCOP(resumen.totalPagado)} de {formatearCOP(prestamo.montoTotal)} ·{' '}
                {resumen.cuotasPagadas} de {cuotas.length} cuotas pagadas · Saldo{' '}
                {formatearCOP(resumen.saldoPendiente)}
              </Typography.Text>
              <Progress
                percent={resumen.porcentajePagado}
                format={(porcentaje) => `${formatearNumeroHasta(porcentaje ?? 0, 1)} %`}
                aria-label="Porcentaje pagado"
              />
            </Flex>
          </Card>
          {!abierto && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Este préstamo está ${prestamo.estado}: su plan ya no admite pagos ni reversiones.`}
            />
          )}
          <TablaAlVerse<Cuota>
            rowKey="_id"
            columns={columnas}
            dataSource={cuotas}
            loading={plan.cargando}
            scroll={{ x: 'max-content' }}
            size="small"
            pagination={{
              defaultPageSize: LIMITES.tamanoPagina,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => `${total} cuotas`,
            }}
            style={{ marginBottom: 16 }}
          />
        </>
      )}
    </>
  );

  return (
    <>
      <Titulo
        acciones={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={volver}>
              Volver a préstamos
            </Button>
            {prestamo.planGenerado &&
              FORMATOS_EXPORTE_PLAN.map((formato) => (
                <Button
                  key={formato}
                  icon={<DownloadOutlined />}
                  loading={exportando === formato}
                  disabled={exportando !== null && exportando !== formato}
                  aria-label={`Exportar ${formato.toUpperCase()}`}
                  onClick={() => exportar(formato)}
                >
                  {exportando === formato ? 'Generando…' : formato.toUpperCase()}
                </Button>
              ))}
          </>
        }
      >
        Plan de Pagos
      </Titulo>

      <DatosPrestamo prestamo={prestamo} detalle={detalle.datos ?? null} />

      {detalle.datos?.libro && (
        <TarjetaLibro
          prestamo={{ ...detalle.datos, libro: detalle.datos.libro, mora: detalle.datos.mora }}
          rol={rol}
          alCambiar={recargar}
        />
      )}

      <Tabs
        style={{ marginBottom: 16 }}
        items={[
          { key: 'plan', label: 'Plan de pagos', children: tablaPlan },
          {
            key: 'movimientos',
            label: 'Movimientos',
            children: <MovimientosPrestamo prestamoId={prestamo._id} version={versionLibro} />,
          },
          {
            key: 'visitas',
            label: 'Visitas',
            children: <GestionesPrestamo prestamoId={prestamo._id} version={versionLibro} />,
          },
          {
            key: 'transferencias',
            label: 'Transferencias',
            children: (
              <TransferenciasPrestamo
                prestamoId={prestamo._id}
                version={versionLibro}
                puedeDecidir={rol === 'admin' || rol === 'gerente'}
                alCambiar={recargar}
              />
            ),
          },
        ]}
      />

      {prestamo.planGenerado && <ReferenciaPagoPrestamo prestamoId={prestamo._id} numero={prestamo.numero} />}

      <GarantiasPrestamo prestamoId={prestamo._id} />

      <NotificacionesPrestamo
        notificaciones={notificaciones.datos ?? []}
        cargando={notificaciones.cargando}
        error={notificaciones.error}
      />

      {cuotaAPagar && (
        <PagarCuotaModal
          cuota={cuotaAPagar}
          mora={detalle.datos?.mora.pendiente}
          pagar={(cuerpo, clave) =>
            clienteApi.patch('/api/prestamos/{id}/plan/cuota/{numero}/pagar', {
              ruta: { id: prestamo._id, numero: cuotaAPagar.numero },
              cuerpo,
              clave,
            })
          }
          alCerrar={pago.cerrar}
          alGuardar={pago.guardado}
        />
      )}
    </>
  );
}
