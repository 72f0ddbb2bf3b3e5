import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Badge, Button, Card, Flex, Space, Statistic } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_ESTADO_PRESTAMO,
  ORDEN_ESTADO_PRESTAMO,
  ORDENES_PRESTAMOS,
  formatearCOP,
  hoyBogota,
  propiedad,
  type EstadoPrestamo,
  type PaginaPrestamos,
  type Prestamo,
} from '@cartera/dominio';
import {
  CIFRAS_CARTERA,
  CifraConAyuda,
  clienteApi,
  confirmar,
  descargarArchivo,
  mensajeDeError,
  nuevaClaveIdempotencia,
  Titulo,
  toast,
  useConsulta,
  useSelectorCobradores,
  useSesion,
  useVariasOficinas,
  guardarArchivo,
  diferido,
  modalDiferido,
  type OpcionesConfirmacion,
} from '@cartera/plataforma';
import { ordenConocido, TablaPaginada, useListado, type FiltrosListado } from '@cartera/plataforma/listado';
import { MENSAJES_APROBACIONES_UI } from '../aprobaciones/mensajes';
import { puedeAdministrarPrestamos } from './acciones';
import { columnasPrestamos } from './columnasPrestamos';
import { FiltrosPrestamosBarra } from './FiltrosPrestamosBarra';
import { guardarFiltros, leerFiltros, type FiltrosPrestamos } from './filtros';
import { CONFIRMACIONES, CONFIRMACIONES_LIBRO, MENSAJES_LIBRO, MENSAJES_PRESTAMOS } from './mensajes';
import { aprobarSolicitud, reengancharPrestamo, registrarPrestamo } from './desembolsos';
import { resultadoOperacion } from './resultadoOperacion';

// Loaded when first opened (modalDiferido): the list does not wait for the form, its fields and the plan preview.
const PrestamoFormModal = modalDiferido(() =>
  import('./PrestamoFormModal').then((m) => ({ default: m.PrestamoFormModal })),
);
const ReengancheModal = modalDiferido(() =>
  import('./ReengancheModal').then((m) => ({ default: m.ReengancheModal })),
);
const LiquidarModal = modalDiferido(() =>
  import('../plan/LiquidarModal').then((m) => ({ default: m.LiquidarModal })),
);
const MotivoModal = modalDiferido(() =>
  import('../plan/MotivoModal').then((m) => ({ default: m.MotivoModal })),
);
// Only the Solicitudes view shows it: the plain list does not download it.
const AprobacionesPendientes = diferido(() =>
  import('../aprobaciones/AprobacionesPendientes').then((m) => ({ default: m.AprobacionesPendientes })),
);

type ModalAbierto =
  | { tipo: 'formulario'; prestamo: Prestamo | null }
  | { tipo: 'reenganche' | 'liquidar' | 'rechazar'; prestamo: Prestamo }
  | null;

/** The list's two views: every loan, or the requests awaiting approval (admin and gerente; `?vista=solicitudes`). */
export type VistaPrestamos = 'todos' | 'solicitudes';

/** Summary cards in the spec's status order, after the total. */
const ESTADOS_RESUMEN: readonly EstadoPrestamo[] = ORDEN_ESTADO_PRESTAMO;

/**
 * 'Préstamos' (spec §2 Loans): filters kept in localStorage, sort (with the spec's status order), counts per
 * estado, 10 loans per page from the server, CSV export of the filtered list, and per loan the actions of §4.
 */
/** Everything waiting for a second person (the Solicitudes badge): one row asked, `meta.total` read. */
async function contarSolicitudes(): Promise<number> {
  const { meta } = await clienteApi.get('/api/aprobaciones', {
    consulta: { estado: 'pendiente', page: 1, limit: 1 },
  });
  return meta.total;
}

export default function PrestamosPage() {
  const navigate = useNavigate();
  const rol = useSesion((estado) => estado.usuario?.rol);
  const variasOficinas = useVariasOficinas();
  const administra = puedeAdministrarPrestamos(rol);
  // A cobrador registers requests; an admin or gerente creates loans that are disbursed at once.
  const solicita = rol === 'cobrador';
  const [parametros, setParametros] = useSearchParams();
  const vista: VistaPrestamos =
    administra && parametros.get('vista') === 'solicitudes' ? 'solicitudes' : 'todos';
  const lista = useListado<FiltrosPrestamos & FiltrosListado, Prestamo, PaginaPrestamos>({
    consultar: ({ sort, ...filtros }) =>
      clienteApi.get('/api/prestamos', {
        consulta: {
          ...filtros,
          sort: ordenConocido(ORDENES_PRESTAMOS, sort),
          ...(vista === 'solicitudes' ? { estado: 'solicitado' as const } : {}),
        },
      }),
    claves: [vista],
    filtrosIniciales: leerFiltros,
    mensajeError: MENSAJES_PRESTAMOS.errorCargar,
    guardarComo: 'prestamos',
  });
  const { filtros, cambiarFiltros } = lista;
  const cambiarVista = (nueva: VistaPrestamos) => {
    setParametros(nueva === 'solicitudes' ? { vista: 'solicitudes' } : {}, { replace: true });
    cambiarFiltros({});
  };

  const [modal, setModal] = useState<ModalAbierto>(null);
  const [exportando, setExportando] = useState(false);
  const [ocupado, setOcupado] = useState<string | null>(null);

  useEffect(() => guardarFiltros(filtros), [filtros]);

  // The badge of the Solicitudes view: everything waiting for a second person (loan requests, forgiveness and
  // write-offs; docs/decisiones/cuatro-ojos.md).
  const [versionSolicitudes, setVersionSolicitudes] = useState(0);
  const solicitudes = useConsulta(
    () => (administra ? contarSolicitudes() : Promise.resolve(0)),
    [administra, versionSolicitudes],
  );
  const recargarConteo = () => setVersionSolicitudes((version) => version + 1);
  // Only those who assign collectors need the list (filter and form). Inactive ones too: their loans stay theirs.
  const cobradores = useSelectorCobradores({
    incluirInactivos: true,
    pedir: administra,
    guardarComo: 'prestamos-cobradores',
  });
  const { recargar: recargarLista } = lista;
  const recargar = () => {
    recargarLista();
    recargarConteo();
  };
  // A form or operation over the list: closing it changes nothing; once saved, the list and the count follow.
  const cerrarModal = () => setModal(null);
  const alTerminarModal = () => {
    setModal(null);
    recargar();
  };

  /**
   * Runs one row action with its confirmation and its success/failure messages. Each is a money write: the confirmed
   * click is the action, with its own Idempotency-Key.
   */
  const ejecutar = async (
    prestamo: Prestamo,
    pregunta: string,
    accion: (clave: string) => Promise<unknown>,
    exito: string,
    fallo: string,
    palabras: OpcionesConfirmacion,
  ) => {
    if (!(await confirmar(pregunta, palabras))) return;
    setOcupado(prestamo._id);
    try {
      const resultado = await accion(nuevaClaveIdempotencia());
      // The journal's operations answer with the API's own message.
      const mensaje = propiedad(resultado, 'mensaje');
      toast.exito(typeof mensaje === 'string' && mensaje ? mensaje : exito);
      recargar();
    } catch (error) {
      toast.error(mensajeDeError(error, fallo));
    } finally {
      setOcupado(null);
    }
  };

  const cancelar = (prestamo: Prestamo) =>
    ejecutar(
      prestamo,
      CONFIRMACIONES.cancelar(prestamo.cliente.nombre),
      (clave) => clienteApi.patch('/api/prestamos/{id}/cancelar', { ruta: { id: prestamo._id }, clave }),
      MENSAJES_PRESTAMOS.cancelado,
      MENSAJES_PRESTAMOS.errorCancelar,
      // «Cancelar» is the loan's action here: the dialog's «no» says «Volver».
      { titulo: 'Cancelar préstamo', aceptar: 'Cancelar préstamo', cancelar: 'Volver', peligro: true },
    );

  const aprobar = (prestamo: Prestamo) =>
    ejecutar(
      prestamo,
      CONFIRMACIONES_LIBRO.aprobar(prestamo.cliente.nombre, formatearCOP(prestamo.monto)),
      (clave) => aprobarSolicitud(prestamo._id, clave),
      MENSAJES_LIBRO.aprobado,
      MENSAJES_LIBRO.errorAprobar,
      { titulo: 'Aprobar solicitud', aceptar: 'Aprobar' },
    );

  const exportarCsv = async () => {
    setExportando(true);
    try {
      if (lista.datos?.meta.total === 0) {
        toast.info(MENSAJES_PRESTAMOS.sinResultadosExporte);
        return;
      }
      // The API writes every matching row (no 1.000 cap) and streams it; the browser only saves the file.
      const { page: _pagina, limit: _limite, sort, ...sinPagina } = filtros;
      const consulta = { ...sinPagina, sort: ordenConocido(ORDENES_PRESTAMOS, sort) };
      const { blob, nombre } = await descargarArchivo('prestamos/export/csv', `prestamos-${hoyBogota()}.csv`, consulta);
      guardarArchivo(blob, nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, MENSAJES_PRESTAMOS.errorArchivo));
    } finally {
      setExportando(false);
    }
  };

  const columnas = columnasPrestamos({
    rol,
    ocupado,
    variasOficinas,
    plan: (prestamo) => navigate(`/prestamos/${prestamo._id}/plan`),
    aprobar,
    rechazar: (prestamo) => setModal({ tipo: 'rechazar', prestamo }),
    editar: (prestamo) => setModal({ tipo: 'formulario', prestamo }),
    marcarPagado: (prestamo) => setModal({ tipo: 'liquidar', prestamo }),
    reenganche: (prestamo) => setModal({ tipo: 'reenganche', prestamo }),
    cancelar,
  });

  const resumen = lista.datos?.resumen ?? null;
  const tarjetas = [
    { clave: 'total', titulo: 'Total', valor: resumen?.total },
    ...ESTADOS_RESUMEN.map((estado) => ({
      clave: estado,
      titulo: ETIQUETAS_ESTADO_PRESTAMO[estado],
      valor: resumen?.[estado],
    })),
  ];

  return (
    <>
      <Titulo
        acciones={
          <>
            <Button icon={<DownloadOutlined />} loading={exportando} onClick={exportarCsv}>
              Exportar CSV
            </Button>
            {(administra || solicita) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setModal({ tipo: 'formulario', prestamo: null })}
              >
                {solicita ? 'Solicitar préstamo' : 'Nuevo Préstamo'}
              </Button>
            )}
          </>
        }
      >
        Préstamos
      </Titulo>

      {administra && (
        // Two toggle buttons, not antd's Tabs or Radio: a list downloads neither (e2e federacion-compartidos).
        <Space.Compact role="group" aria-label="Vista" style={{ marginBottom: 16 }}>
          <Button
            type={vista === 'todos' ? 'primary' : 'default'}
            aria-pressed={vista === 'todos'}
            onClick={() => cambiarVista('todos')}
          >
            Préstamos
          </Button>
          <Button
            type={vista === 'solicitudes' ? 'primary' : 'default'}
            aria-pressed={vista === 'solicitudes'}
            onClick={() => cambiarVista('solicitudes')}
          >
            <Space size={6}>
              Solicitudes
              <Badge
                count={solicitudes.datos ?? 0}
                showZero={false}
                overflowCount={999}
                aria-label={MENSAJES_APROBACIONES_UI.etiquetaBadge(solicitudes.datos ?? 0)}
              />
            </Space>
          </Button>
        </Space.Compact>
      )}

      {vista === 'solicitudes' && <AprobacionesPendientes alCambiar={recargarConteo} />}

      <Flex gap={12} wrap style={{ marginBottom: 16 }} role="list" aria-label="Resumen por estado">
        {tarjetas.map((tarjeta) => (
          <Card key={tarjeta.clave} size="small" role="listitem" style={{ flex: '1 1 110px' }}>
            <Statistic
              title={tarjeta.titulo}
              value={tarjeta.valor ?? '—'}
              aria-busy={lista.cargando && !resumen}
            />
          </Card>
        ))}
        {/* As wide from the first paint as with the figure: a peso amount never breaks inside (ProveedorCartera), so
            «$ 98.153.187» arriving in place of «—» would widen the card and move the row (layout shift). */}
        <Card size="small" role="listitem" style={{ flex: '2 1 220px', minWidth: 220 }}>
          <Statistic
            title={<CifraConAyuda {...CIFRAS_CARTERA.saldo} />}
            value={resumen ? formatearCOP(resumen.saldoPendiente) : '—'}
            aria-busy={lista.cargando && !resumen}
          />
        </Card>
      </Flex>

      <FiltrosPrestamosBarra
        filtros={filtros}
        cambiarFiltros={cambiarFiltros}
        soloSolicitudes={vista === 'solicitudes'}
        cobradores={administra ? cobradores : null}
      />

      <TablaPaginada<Prestamo>
        listado={lista}
        columns={columnas}
        size="small"
        etiquetaTotal={(total) => `${total} préstamos`}
      />

      {modal?.tipo === 'formulario' && (
        <PrestamoFormModal
          prestamo={modal.prestamo}
          opcionesCobrador={administra ? cobradores.opciones : null}
          solicitud={solicita && modal.prestamo === null}
          guardar={(datos, clave, confirmarUsura) =>
            modal.prestamo
              ? clienteApi.put('/api/prestamos/{id}', { ruta: { id: modal.prestamo._id }, cuerpo: datos, clave })
              : registrarPrestamo(datos, clave, confirmarUsura)
          }
          alCerrar={cerrarModal}
          alGuardar={alTerminarModal}
        />
      )}
      {modal?.tipo === 'liquidar' && (
        <LiquidarModal prestamo={modal.prestamo} alCerrar={cerrarModal} alGuardar={alTerminarModal} />
      )}
      {modal?.tipo === 'rechazar' && (
        <MotivoModal
          titulo="Rechazar solicitud"
          textoAceptar="Rechazar"
          peligro
          explicacion={`La solicitud de ${modal.prestamo.cliente.nombre} por ${formatearCOP(modal.prestamo.monto)} queda rechazada: no se desembolsa. El motivo queda en el préstamo.`}
          confirmacion={CONFIRMACIONES_LIBRO.rechazar(modal.prestamo.cliente.nombre)}
          enviar={async (cuerpo, clave) =>
            resultadoOperacion(
              await clienteApi.conSobre.patch('/api/prestamos/{id}/rechazar', {
                ruta: { id: modal.prestamo._id },
                cuerpo,
                clave,
              }),
            )
          }
          exito={MENSAJES_LIBRO.rechazado}
          error={MENSAJES_LIBRO.errorRechazar}
          alCerrar={cerrarModal}
          alGuardar={alTerminarModal}
        />
      )}
      {modal?.tipo === 'reenganche' && (
        <ReengancheModal
          prestamo={modal.prestamo}
          cargarSaldo={() => clienteApi.get('/api/prestamos/{id}/reenganche', { ruta: { id: modal.prestamo._id } })}
          reenganchar={(datos, clave, confirmarUsura) =>
            reengancharPrestamo(modal.prestamo._id, datos, clave, confirmarUsura)
          }
          alCerrar={cerrarModal}
          alGuardar={alTerminarModal}
        />
      )}
    </>
  );
}
