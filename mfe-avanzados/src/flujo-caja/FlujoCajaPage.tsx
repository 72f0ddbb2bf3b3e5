import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Dropdown,
  Flex,
  Row,
  Select,
  Statistic,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import {
  DownloadOutlined,
  FilterOutlined,
  PlusOutlined,
  ReloadOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CATEGORIAS_MOVIMIENTO_CAJA,
  ETIQUETAS_CATEGORIA_MOVIMIENTO,
  ETIQUETAS_PERIODO_FLUJO,
  ETIQUETAS_TIPO_MOVIMIENTO_CAJA,
  PERIODOS_FLUJO,
  TIPOS_MOVIMIENTO_CAJA,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  sumarDias,
  type ConsultaFlujoCaja,
  type ConsultaMovimientosCaja,
  type MovimientoCaja,
  type PeriodoCaja,
  type PeriodoFlujo,
  type PeriodoProyeccion,
} from '@cartera/dominio';
import {
  guardarArchivo,
  mensajeDeError,
  Titulo,
  toast,
  useConsulta,
  useSesion,
  ZonaDiferida,
  diferido,
  modalDiferido,
  SelectorRangoFechas,
} from '@cartera/plataforma';
import {
  AccionesFila,
  BarraFiltros,
  eliminarConConfirmacion,
  TablaAlVerse,
  TablaPaginada,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import { flujoCajaApi } from './flujo-caja.api';

// Loaded when first opened (modalDiferido): the screen does not wait for the forms and their fields.
const SaldoInicialModal = modalDiferido(() =>
  import('./SaldoInicialModal').then((m) => ({ default: m.SaldoInicialModal })),
);
const MovimientoFormModal = modalDiferido(() =>
  import('./MovimientoFormModal').then((m) => ({ default: m.MovimientoFormModal })),
);

// recharts (≈ 100 KB compressed) arrives after the screen is usable: cards, tables and filters do not wait for it.
const FlujoCajaGraficos = diferido(() =>
  import('./FlujoCajaGraficos').then((modulo) => ({ default: modulo.FlujoCajaGraficos })),
);
/** The charts' row while they load (a small card header, the 280 px chart and the card padding): nothing jumps. */
const ALTO_GRAFICOS = 342;

export const MENSAJE_ERROR_FLUJO = 'Error al cargar datos del flujo de caja';
export const MENSAJE_SIN_PERMISO = 'Solo administradores y gerentes pueden ver el flujo de caja';

type Rango = [Dayjs | null, Dayjs | null] | null;

function rangoInicial(): ConsultaFlujoCaja {
  const hoy = hoyBogota();
  return { periodo: 'diario', desde: sumarDias(hoy, -29), hasta: hoy };
}

const etiquetaPeriodo = (p: { fecha: string; fechaFin: string }) =>
  p.fecha === p.fechaFin
    ? formatearFecha(p.fecha)
    : `${formatearFecha(p.fecha)} – ${formatearFecha(p.fechaFin)}`;

/**
 * 'Flujo de Caja': income (collections, interest withheld at disbursement, other income) against outflow
 * (disbursements and cash movements) per day, week, month or quarter, with the running balance from the opening
 * balance, two charts, the projection of what installments due should bring in, and the cash movements.
 * Admin and gerente only (docs/decisiones/flujo-de-caja.md).
 */
export default function FlujoCajaPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  if (rol !== 'admin' && rol !== 'gerente') {
    return (
      <>
        <Titulo>Flujo de Caja</Titulo>
        <Alert type="warning" showIcon title={MENSAJE_SIN_PERMISO} />
      </>
    );
  }
  return <FlujoCajaContenido esAdmin={rol === 'admin'} />;
}

function FlujoCajaContenido({ esAdmin }: { esAdmin: boolean }) {
  const [consulta, setConsulta] = useState<ConsultaFlujoCaja>(rangoInicial);
  const [borrador, setBorrador] = useState<ConsultaFlujoCaja>(consulta);
  const [edicion, setEdicion] = useState<{ movimiento: MovimientoCaja | null } | null>(null);
  const [editandoSaldo, setEditandoSaldo] = useState(false);
  const [exportando, setExportando] = useState<'csv' | 'xlsx' | null>(null);
  const flujo = useConsulta(() => flujoCajaApi.obtener(consulta), [consulta], { guardarComo: 'flujo-caja' });
  const movimientos = useListado<ConsultaMovimientosCaja & FiltrosListado, MovimientoCaja>({
    consultar: flujoCajaApi.movimientos,
    mensajeError: 'Error al cargar movimientos de caja',
    guardarComo: 'flujo-caja-movimientos',
    filtrosIniciales: { desde: consulta.desde, hasta: consulta.hasta },
  });

  useEffect(() => {
    if (flujo.error) toast.error(mensajeDeError(flujo.error, MENSAJE_ERROR_FLUJO));
  }, [flujo.error]);

  const actualizar = () => {
    flujo.recargar();
    movimientos.recargar();
  };
  const filtrar = () => {
    setConsulta(borrador);
    movimientos.cambiarFiltros({ desde: borrador.desde, hasta: borrador.hasta });
  };
  const cambiarRango = (rango: Rango) =>
    setBorrador((actual) => ({
      ...actual,
      desde: rango?.[0]?.format('YYYY-MM-DD'),
      hasta: rango?.[1]?.format('YYYY-MM-DD'),
    }));

  const exportar = async (formato: 'csv' | 'xlsx') => {
    setExportando(formato);
    try {
      const archivo = await flujoCajaApi.exportar(consulta, formato);
      guardarArchivo(archivo.blob, archivo.nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error generando archivo'));
    } finally {
      setExportando(null);
    }
  };

  const eliminar = (movimiento: MovimientoCaja) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar el movimiento "${movimiento.concepto}" de ${formatearCOP(movimiento.monto)} del ${formatearFecha(movimiento.fecha)}?`,
      eliminar: () => flujoCajaApi.eliminarMovimiento(movimiento._id),
      exito: 'Movimiento eliminado',
      error: 'Error al eliminar movimiento',
      alTerminar: actualizar,
    });

  const datos = flujo.datos;
  const dinero = (valor: number) => formatearCOP(valor);

  const columnasPeriodos: TableProps<PeriodoCaja>['columns'] = [
    { title: 'Periodo', key: 'periodo', render: (_v, p) => etiquetaPeriodo(p) },
    { title: 'Cobros', key: 'cobros', align: 'right', render: (_v, p) => dinero(p.ingresos.cobros) },
    {
      title: 'Interés retenido',
      key: 'retenido',
      align: 'right',
      render: (_v, p) => dinero(p.ingresos.nuevosPrestamos),
    },
    { title: 'Otros ingresos', key: 'ingOtros', align: 'right', render: (_v, p) => dinero(p.ingresos.otros) },
    { title: 'Gastos', key: 'gastos', align: 'right', render: (_v, p) => dinero(p.egresos.gastos) },
    {
      title: 'Comisiones',
      key: 'comisiones',
      align: 'right',
      render: (_v, p) => dinero(p.egresos.comisiones),
    },
    {
      title: 'Desembolsos y otros',
      key: 'egrOtros',
      align: 'right',
      render: (_v, p) => dinero(p.egresos.otros),
    },
    { title: 'Flujo neto', key: 'neto', align: 'right', render: (_v, p) => dinero(p.flujoNeto) },
    { title: 'Saldo', key: 'saldo', align: 'right', render: (_v, p) => dinero(p.saldoAcumulado) },
  ];
  const columnasProyeccion: TableProps<PeriodoProyeccion>['columns'] = [
    { title: 'Periodo', key: 'periodo', render: (_v, p) => etiquetaPeriodo(p) },
    { title: 'Cuotas', dataIndex: 'cuotas', key: 'cuotas', align: 'right' },
    { title: 'Esperado', dataIndex: 'esperado', key: 'esperado', align: 'right', render: dinero },
    {
      title: 'Esperado según tasa de cobro',
      dataIndex: 'esperadoAjustado',
      key: 'esperadoAjustado',
      align: 'right',
      render: dinero,
    },
  ];
  const columnasMovimientos: TableProps<MovimientoCaja>['columns'] = [
    {
      title: 'Fecha',
      dataIndex: 'fecha',
      key: 'fecha',
      sorter: true,
      render: (f: string) => formatearFecha(f),
    },
    {
      title: 'Tipo',
      dataIndex: 'tipo',
      key: 'tipo',
      render: (tipo: MovimientoCaja['tipo']) => (
        <Tag color={tipo === 'ingreso' ? 'green' : 'red'}>{ETIQUETAS_TIPO_MOVIMIENTO_CAJA[tipo]}</Tag>
      ),
    },
    {
      title: 'Categoría',
      dataIndex: 'categoria',
      key: 'categoria',
      render: (c: MovimientoCaja['categoria']) => ETIQUETAS_CATEGORIA_MOVIMIENTO[c],
    },
    { title: 'Concepto', dataIndex: 'concepto', key: 'concepto', ellipsis: true },
    { title: 'Monto', dataIndex: 'monto', key: 'monto', sorter: true, align: 'right', render: dinero },
    { title: 'Registrado por', key: 'registradoPor', render: (_v, m) => m.registradoPor?.nombre ?? '—' },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_v, m) =>
        m.entrega ? (
          <Typography.Text type="secondary">Entrega de caja</Typography.Text>
        ) : (
          <AccionesFila alEditar={() => setEdicion({ movimiento: m })} alEliminar={() => void eliminar(m)} />
        ),
    },
  ];

  const tasa = datos?.proyeccion.tasaCobro;

  return (
    <>
      <Titulo
        acciones={
          <>
            {esAdmin && (
              <Button icon={<WalletOutlined />} onClick={() => setEditandoSaldo(true)}>
                Saldo inicial
              </Button>
            )}
            <Button icon={<ReloadOutlined />} onClick={actualizar} loading={flujo.cargando}>
              Actualizar
            </Button>
            <Dropdown
              menu={{
                items: [
                  { key: 'csv', label: 'CSV' },
                  { key: 'xlsx', label: 'Excel (XLSX)' },
                ],
                onClick: ({ key }) => void exportar(key as 'csv' | 'xlsx'),
              }}
            >
              <Button icon={<DownloadOutlined />} loading={exportando !== null}>
                Exportar
              </Button>
            </Dropdown>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ movimiento: null })}>
              Registrar Movimiento
            </Button>
          </>
        }
      >
        Flujo de Caja
      </Titulo>

      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select<PeriodoFlujo>
          aria-label="Periodo"
          style={{ width: 160 }}
          value={borrador.periodo}
          options={PERIODOS_FLUJO.map((p) => ({ value: p, label: ETIQUETAS_PERIODO_FLUJO[p] }))}
          onChange={(periodo) => setBorrador((actual) => ({ ...actual, periodo }))}
        />
        <SelectorRangoFechas
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          aria-label="Rango de fechas"
          value={[
            borrador.desde ? dayjs(borrador.desde) : null,
            borrador.hasta ? dayjs(borrador.hasta) : null,
          ]}
          onChange={(rango) => cambiarRango(rango)}
        />
        <Button icon={<FilterOutlined />} onClick={filtrar}>
          Filtrar
        </Button>
      </Flex>

      {flujo.error && !datos ? (
        <Alert type="error" showIcon title={MENSAJE_ERROR_FLUJO} style={{ marginBottom: 16 }} />
      ) : null}

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          ['Total ingresos', datos?.tarjetas.totalIngresos, '#3f8600'],
          ['Total egresos', datos?.tarjetas.totalEgresos, '#cf1322'],
          ['Flujo neto', datos?.tarjetas.flujoNeto, undefined],
          ['Saldo actual', datos?.tarjetas.saldoActual, '#1677ff'],
          ['En caja', datos?.tarjetas.enCaja, undefined],
          ['En poder de cobradores', datos?.tarjetas.enPoderCobradores, undefined],
        ].map(([titulo, valor, color]) => (
          <Col xs={24} sm={12} lg={6} key={String(titulo)}>
            <Card size="small" aria-label={String(titulo)}>
              <Statistic
                title={String(titulo)}
                aria-busy={flujo.cargando && !datos}
                value={valor === undefined ? '—' : formatearCOP(Number(valor))}
                styles={{ content: color ? { color: String(color) } : {} }}
              />
            </Card>
          </Col>
        ))}
      </Row>

      {datos && (
        <ZonaDiferida alto={ALTO_GRAFICOS} trasElPintado>
          <FlujoCajaGraficos flujo={datos} />
        </ZonaDiferida>
      )}

      <Card title="Flujo por periodo" size="small" style={{ marginBottom: 16 }}>
        <TablaAlVerse<PeriodoCaja>
          rowKey="fecha"
          size="small"
          aria-label="Flujo por periodo"
          loading={flujo.cargando}
          dataSource={datos?.periodos ?? []}
          columns={columnasPeriodos}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          scroll={{ x: true }}
        />
      </Card>

      <Card
        title="Proyección de ingresos"
        size="small"
        style={{ marginBottom: 16 }}
        extra={
          datos && (
            <Typography.Text type="secondary">
              Tasa de cobro (últimos {datos.proyeccion.ventanaTasaDias} días):{' '}
              {tasa === null || tasa === undefined
                ? 'sin datos'
                : `${(tasa * 100).toFixed(1).replace('.', ',')} %`}{' '}
              · Vencido por cobrar: {formatearCOP(datos.proyeccion.vencidoPorCobrar)}
            </Typography.Text>
          )
        }
      >
        <TablaAlVerse<PeriodoProyeccion>
          rowKey="fecha"
          size="small"
          aria-label="Proyección de ingresos"
          loading={flujo.cargando}
          dataSource={datos?.proyeccion.periodos ?? []}
          columns={columnasProyeccion}
          pagination={{ pageSize: 10, showSizeChanger: false }}
        />
      </Card>

      <Card title="Movimientos de caja" size="small">
        <BarraFiltros
          busqueda={{
            placeholder: 'Buscar por concepto',
            etiqueta: 'Buscar movimientos',
            alBuscar: (search) => movimientos.cambiarFiltros({ search }),
          }}
        >
          <Select
            allowClear
            placeholder="Todos los tipos"
            aria-label="Filtrar por tipo"
            style={{ width: 160 }}
            value={movimientos.filtros.tipo}
            options={TIPOS_MOVIMIENTO_CAJA.map((t) => ({ value: t, label: ETIQUETAS_TIPO_MOVIMIENTO_CAJA[t] }))}
            onChange={(tipo) => movimientos.cambiarFiltros({ tipo })}
          />
          <Select
            allowClear
            placeholder="Todas las categorías"
            aria-label="Filtrar por categoría"
            style={{ width: 180 }}
            value={movimientos.filtros.categoria}
            options={CATEGORIAS_MOVIMIENTO_CAJA.map((c) => ({
              value: c,
              label: ETIQUETAS_CATEGORIA_MOVIMIENTO[c],
            }))}
            onChange={(categoria) => movimientos.cambiarFiltros({ categoria })}
          />
        </BarraFiltros>
        <TablaPaginada<MovimientoCaja>
          listado={movimientos}
          columns={columnasMovimientos}
          etiquetaTotal={(total) => `${total} movimientos`}
        />
      </Card>

      {edicion && (
        <MovimientoFormModal
          movimiento={edicion.movimiento}
          guardar={(d, clave) =>
            edicion.movimiento
              ? flujoCajaApi.actualizarMovimiento(edicion.movimiento._id, d)
              : flujoCajaApi.crearMovimiento(d, clave)
          }
          alCerrar={() => setEdicion(null)}
          alGuardar={() => {
            setEdicion(null);
            actualizar();
          }}
        />
      )}
      {editandoSaldo && (
        <SaldoInicialModal
          alCerrar={() => setEditandoSaldo(false)}
          alGuardar={() => {
            setEditandoSaldo(false);
            flujo.recargar();
          }}
        />
      )}
    </>
  );
}
