import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Badge, Button, Card, Flex, Select, Space, Statistic, Typography, type TableProps } from 'antd';
import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseOutlined,
  DownloadOutlined,
  EditOutlined,
  FileTextOutlined,
  PlusOutlined,
  RetweetOutlined,
  StopOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  ESTADOS_PRESTAMO,
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_MODALIDAD,
  MODALIDADES,
  ORDEN_ESTADO_PRESTAMO,
  formatearCedula,
  formatearCOP,
  formatearFecha,
  opcionesDe,
  type EstadoPrestamo,
  type Modalidad,
} from '@cartera/dominio';
import {
  confirmar,
  mensajeDeError,
  nuevaClaveIdempotencia,
  Titulo,
  toast,
  useConsulta,
  useSelectorCobradores,
  useSesion,
  guardarArchivo,
  diferido,
  modalDiferido,
  SelectorRangoFechas,
} from '@cartera/plataforma';
import {
  AccionesFila,
  AccionFila,
  BarraFiltros,
  TablaPaginada,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import { aprobacionesApi } from '../aprobaciones/aprobaciones.api';
import { MENSAJES_APROBACIONES_UI } from '../aprobaciones/mensajes';
import { accionesDisponibles, puedeAdministrarPrestamos } from './acciones';
import { FORMATO_FECHA, FORMATO_FECHA_VISIBLE } from './entradas';
import {
  guardarFiltros,
  leerFiltros,
  ORDENES_PRESTAMOS,
  type FiltrosPrestamos,
  type OrdenPrestamos,
} from './filtros';
import { CONFIRMACIONES, CONFIRMACIONES_LIBRO, MENSAJES_LIBRO, MENSAJES_PRESTAMOS } from './mensajes';
import {
  EstadoPrestamoTag,
  DiasMoraTag,
  formatearInteres,
  formatearTasaEfectiva,
  MoraBadge,
} from './presentacion';
import type { PaginaPrestamos, Prestamo } from '@cartera/dominio';
import { prestamosApi } from './prestamos.api';

// Loaded when first opened (modalDiferido): the list does not wait for the form, its fields and the plan preview.
/** The EA filter's ranges (percent EA; `min` and `max` go to the API as tasaEfectivaMin/Max). */
const RANGOS_EA: ReadonlyArray<{ valor: string; etiqueta: string; min?: number; max?: number }> = [
  { valor: 'hasta-30', etiqueta: 'Hasta 30 % EA', max: 30 },
  { valor: '30-100', etiqueta: '30 % a 100 % EA', min: 30, max: 100 },
  { valor: '100-1000', etiqueta: '100 % a 1.000 % EA', min: 100, max: 1000 },
  { valor: 'mas-1000', etiqueta: 'Más de 1.000 % EA', min: 1000 },
];

function rangoEaDe(min: number | undefined, max: number | undefined): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  return RANGOS_EA.find((r) => r.min === min && r.max === max)?.valor;
}

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

/** What 'Limpiar filtros' empties: every filter but the order. */
const SIN_FILTROS = {
  estado: undefined,
  modalidad: undefined,
  cobrador: undefined,
  search: undefined,
  fechaDesde: undefined,
  fechaHasta: undefined,
  tasaEfectivaMin: undefined,
  tasaEfectivaMax: undefined,
} as const;

/**
 * 'Préstamos' (spec §2 Loans): filters kept in localStorage, sort (with the spec's status order), counts per
 * estado, 10 loans per page from the server, CSV export of the filtered list, and per loan the actions of §4.
 */
export default function PrestamosPage() {
  const navigate = useNavigate();
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = puedeAdministrarPrestamos(rol);
  // A cobrador registers requests; an admin or gerente creates loans that are disbursed at once.
  const solicita = rol === 'cobrador';
  const [parametros, setParametros] = useSearchParams();
  const vista: VistaPrestamos =
    administra && parametros.get('vista') === 'solicitudes' ? 'solicitudes' : 'todos';
  const lista = useListado<FiltrosPrestamos & FiltrosListado, Prestamo, PaginaPrestamos>({
    consultar: (filtros) =>
      prestamosApi.listar({
        ...filtros,
        ...(vista === 'solicitudes' ? { estado: 'solicitado' as const } : {}),
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
    () => (administra ? aprobacionesApi.contarPendientes() : Promise.resolve(0)),
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
  ) => {
    if (!confirmar(pregunta)) return;
    setOcupado(prestamo._id);
    try {
      const resultado = await accion(nuevaClaveIdempotencia());
      // The journal's operations answer with the API's own message.
      const mensaje = (resultado as { mensaje?: unknown } | undefined)?.mensaje;
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
      (clave) => prestamosApi.cancelar(prestamo._id, clave),
      MENSAJES_PRESTAMOS.cancelado,
      MENSAJES_PRESTAMOS.errorCancelar,
    );

  const aprobar = (prestamo: Prestamo) =>
    ejecutar(
      prestamo,
      CONFIRMACIONES_LIBRO.aprobar(prestamo.cliente.nombre, formatearCOP(prestamo.monto)),
      (clave) => prestamosApi.aprobar(prestamo._id, clave),
      MENSAJES_LIBRO.aprobado,
      MENSAJES_LIBRO.errorAprobar,
    );

  const exportarCsv = async () => {
    setExportando(true);
    try {
      if (lista.datos?.meta.total === 0) {
        toast.info(MENSAJES_PRESTAMOS.sinResultadosExporte);
        return;
      }
      // The API writes every matching row (no 1.000 cap) and streams it; the browser only saves the file.
      const { page: _pagina, limit: _limite, ...sinPagina } = filtros;
      const { blob, nombre } = await prestamosApi.exportarCsv(sinPagina);
      guardarArchivo(blob, nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, MENSAJES_PRESTAMOS.errorArchivo));
    } finally {
      setExportando(false);
    }
  };

  const columnas: TableProps<Prestamo>['columns'] = [
    {
      title: 'Cliente',
      key: 'cliente',
      render: (_valor, prestamo) => (
        <Flex vertical>
          <Typography.Text strong>{prestamo.cliente.nombre}</Typography.Text>
          {prestamo.cliente.cedula && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatearCedula(prestamo.cliente.cedula)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Monto',
      dataIndex: 'monto',
      key: 'monto',
      align: 'right',
      render: (monto: number) => formatearCOP(monto),
    },
    {
      title: 'Interés',
      dataIndex: 'interes',
      key: 'interes',
      render: (interes: number) => formatearInteres(interes),
    },
    {
      title: 'EA',
      dataIndex: 'tasaEfectivaAnual',
      key: 'tasaEfectivaAnual',
      align: 'right',
      render: (tasa: number | null) => formatearTasaEfectiva(tasa),
    },
    { title: 'Cuotas', dataIndex: 'cuotas', key: 'cuotas', align: 'right' },
    {
      title: 'Cuota',
      dataIndex: 'cuotaDiaria',
      key: 'cuota',
      align: 'right',
      render: (cuota: number) => formatearCOP(cuota),
    },
    {
      title: 'Modalidad',
      dataIndex: 'modalidad',
      key: 'modalidad',
      render: (modalidad: Modalidad) => ETIQUETAS_MODALIDAD[modalidad] ?? modalidad,
    },
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
    {
      title: 'Saldo pendiente',
      dataIndex: 'saldoPendiente',
      key: 'saldoPendiente',
      align: 'right',
      render: (saldo: number) => formatearCOP(saldo),
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoPrestamo) => <EstadoPrestamoTag estado={estado} />,
    },
    {
      title: 'Mora',
      dataIndex: 'cuotasVencidas',
      key: 'mora',
      align: 'center',
      render: (cuotasVencidas: number) => <MoraBadge cuotasVencidas={cuotasVencidas} />,
    },
    {
      title: 'Días de mora',
      dataIndex: 'diasMoraPromedio',
      key: 'diasMora',
      render: (dias: number) => <DiasMoraTag dias={dias} />,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      // Fija a la derecha: en una pantalla de 1366 px la tabla se desplaza y las acciones siguen a la vista.
      fixed: 'right',
      render: (_valor, prestamo) => {
        const acciones = accionesDisponibles(prestamo, rol);
        const enCurso = ocupado === prestamo._id;
        return (
          <AccionesFila>
            <AccionFila
              texto="Ver plan"
              icono={<FileTextOutlined />}
              onClick={() => navigate(`/prestamos/${prestamo._id}/plan`)}
            />
            {acciones.includes('aprobar') && (
              <AccionFila
                texto="Aprobar"
                icono={<CheckOutlined />}
                disabled={enCurso}
                onClick={() => aprobar(prestamo)}
              />
            )}
            {acciones.includes('rechazar') && (
              <AccionFila
                texto="Rechazar"
                icono={<CloseOutlined />}
                peligro
                disabled={enCurso}
                onClick={() => setModal({ tipo: 'rechazar', prestamo })}
              />
            )}
            {acciones.includes('editar') && (
              <AccionFila
                texto="Editar"
                icono={<EditOutlined />}
                onClick={() => setModal({ tipo: 'formulario', prestamo })}
              />
            )}
            {acciones.includes('marcarPagado') && (
              <AccionFila
                texto="Marcar pagado"
                icono={<CheckCircleOutlined />}
                disabled={enCurso}
                onClick={() => setModal({ tipo: 'liquidar', prestamo })}
              />
            )}
            {acciones.includes('reenganche') && (
              <AccionFila
                texto="Reenganche"
                icono={<RetweetOutlined />}
                onClick={() => setModal({ tipo: 'reenganche', prestamo })}
              />
            )}
            {acciones.includes('cancelar') && (
              <AccionFila
                texto="Cancelar"
                icono={<StopOutlined />}
                peligro
                disabled={enCurso}
                onClick={() => cancelar(prestamo)}
              />
            )}
          </AccionesFila>
        );
      },
    },
  ];

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
        <Card size="small" role="listitem" style={{ flex: '2 1 190px' }}>
          <Statistic
            title="Saldo pendiente"
            value={resumen ? formatearCOP(resumen.saldoPendiente) : '—'}
            aria-busy={lista.cargando && !resumen}
          />
        </Card>
      </Flex>

      <BarraFiltros
        busqueda={{
          placeholder: 'Buscar cliente por nombre o cédula',
          etiqueta: 'Buscar préstamos por cliente',
          ancho: 300,
          inicial: filtros.search,
          alBuscar: (search) => cambiarFiltros({ search }),
        }}
        alLimpiar={() => cambiarFiltros(SIN_FILTROS)}
        textoLimpiar="Limpiar filtros"
      >
        <Select<EstadoPrestamo>
          allowClear
          placeholder="Todos los estados"
          aria-label="Filtrar por estado"
          style={{ width: 170 }}
          value={vista === 'solicitudes' ? 'solicitado' : filtros.estado}
          disabled={vista === 'solicitudes'}
          options={opcionesDe(ESTADOS_PRESTAMO, ETIQUETAS_ESTADO_PRESTAMO)}
          onChange={(estado) => cambiarFiltros({ estado })}
        />
        <Select<Modalidad>
          allowClear
          placeholder="Todas las modalidades"
          aria-label="Filtrar por modalidad"
          style={{ width: 190 }}
          value={filtros.modalidad}
          options={opcionesDe(MODALIDADES, ETIQUETAS_MODALIDAD)}
          onChange={(modalidad) => cambiarFiltros({ modalidad })}
        />
        {administra && (
          <Select<string>
            allowClear
            placeholder="Todos los cobradores"
            aria-label="Filtrar por cobrador"
            style={{ width: 210 }}
            value={filtros.cobrador}
            loading={cobradores.cargando}
            showSearch={{ optionFilterProp: 'label' }}
            options={cobradores.opciones}
            onChange={(cobrador) => cambiarFiltros({ cobrador })}
          />
        )}
        <SelectorRangoFechas
          aria-label="Rango de fechas del préstamo"
          format={FORMATO_FECHA_VISIBLE}
          placeholder={['Desde', 'Hasta']}
          allowEmpty={[true, true]}
          value={[
            filtros.fechaDesde ? dayjs(filtros.fechaDesde) : null,
            filtros.fechaHasta ? dayjs(filtros.fechaHasta) : null,
          ]}
          onChange={(rango) =>
            cambiarFiltros({
              fechaDesde: rango?.[0]?.format(FORMATO_FECHA) ?? undefined,
              fechaHasta: rango?.[1]?.format(FORMATO_FECHA) ?? undefined,
            })
          }
        />
        {/* Ranges in a Select, not two InputNumbers: the list must not download the loan form's fields (e2e
            federacion-compartidos); the exact EA is a column and its sort. */}
        <Select<string>
          allowClear
          placeholder="Cualquier EA"
          aria-label="Filtrar por tasa efectiva anual"
          style={{ width: 190 }}
          value={rangoEaDe(filtros.tasaEfectivaMin, filtros.tasaEfectivaMax)}
          options={RANGOS_EA.map(({ valor, etiqueta }) => ({ value: valor, label: etiqueta }))}
          onChange={(valor) => {
            const rango = RANGOS_EA.find((r) => r.valor === valor);
            cambiarFiltros({ tasaEfectivaMin: rango?.min, tasaEfectivaMax: rango?.max });
          }}
        />
        <Select<OrdenPrestamos>
          aria-label="Ordenar por"
          style={{ width: 260 }}
          value={filtros.sort}
          options={ORDENES_PRESTAMOS.map((orden) => ({ value: orden.value, label: orden.label }))}
          onChange={(sort) => cambiarFiltros({ sort })}
          popupMatchSelectWidth={false}
        />
      </BarraFiltros>

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
          guardar={(datos, clave) =>
            modal.prestamo
              ? prestamosApi.actualizar(modal.prestamo._id, datos, clave)
              : prestamosApi.crear(datos, clave)
          }
          alCerrar={() => setModal(null)}
          alGuardar={() => {
            setModal(null);
            recargar();
          }}
        />
      )}
      {modal?.tipo === 'liquidar' && (
        <LiquidarModal
          prestamo={modal.prestamo}
          alCerrar={() => setModal(null)}
          alLiquidar={() => {
            setModal(null);
            recargar();
          }}
        />
      )}
      {modal?.tipo === 'rechazar' && (
        <MotivoModal
          titulo="Rechazar solicitud"
          textoAceptar="Rechazar"
          peligro
          explicacion={`La solicitud de ${modal.prestamo.cliente.nombre} por ${formatearCOP(modal.prestamo.monto)} queda rechazada: no se desembolsa. El motivo queda en el préstamo.`}
          confirmacion={CONFIRMACIONES_LIBRO.rechazar(modal.prestamo.cliente.nombre)}
          enviar={(datos, clave) => prestamosApi.rechazar(modal.prestamo._id, datos, clave)}
          exito={MENSAJES_LIBRO.rechazado}
          error={MENSAJES_LIBRO.errorRechazar}
          alCerrar={() => setModal(null)}
          alGuardar={() => {
            setModal(null);
            recargar();
          }}
        />
      )}
      {modal?.tipo === 'reenganche' && (
        <ReengancheModal
          prestamo={modal.prestamo}
          cargarSaldo={() => prestamosApi.saldoReenganche(modal.prestamo._id)}
          reenganchar={(datos, clave) => prestamosApi.reenganchar(modal.prestamo._id, datos, clave)}
          alCerrar={() => setModal(null)}
          alGuardar={() => {
            setModal(null);
            recargar();
          }}
        />
      )}
    </>
  );
}
