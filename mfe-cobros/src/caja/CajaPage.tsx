import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { DollarOutlined, DownloadOutlined, ShoppingOutlined, SwapOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_CATEGORIA_GASTO,
  ETIQUETAS_ESTADO_ENTREGA,
  ETIQUETAS_ESTADO_GASTO,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  sumarDias,
  type CajaCobrador,
  type EntregaCaja,
  type FilaReporteCaja,
  type GastoCobrador,
} from '@cartera/dominio';
import {
  clienteApi,
  type Consulta,
  descargarArchivo,
  mensajeDeError,
  modalDiferido,
  SelectorPeriodo,
  Titulo,
  useConsulta,
  useDescarga,
  useOficinaEnVigor,
  useOficinasDisponibles,
  useSesion,
} from '@cartera/plataforma';
import { EnPoderDeCobradores } from './EnPoderDeCobradores';
import { FueraDeSitio } from './FueraDeSitio';
import { GastosPendientes } from './GastosPendientes';

// The forms load when first opened: the screen itself does not carry the form stack.
const GastoFormModal = modalDiferido(() => import('./GastoFormModal').then((m) => ({ default: m.GastoFormModal })));
const EntregaFormModal = modalDiferido(() => import('./EntregaFormModal').then((m) => ({ default: m.EntregaFormModal })));
const ConfirmarEntregaModal = modalDiferido(() =>
  import('./ConfirmarEntregaModal').then((m) => ({ default: m.ConfirmarEntregaModal })),
);
const AbonoFaltanteModal = modalDiferido(() =>
  import('./AbonoFaltanteModal').then((m) => ({ default: m.AbonoFaltanteModal })),
);
const TransferirOficinaModal = modalDiferido(() =>
  import('./TransferirOficinaModal').then((m) => ({ default: m.TransferirOficinaModal })),
);
const RechazarGastoModal = modalDiferido(() => import('./RechazarGastoModal').then((m) => ({ default: m.RechazarGastoModal })));
const ReciboGastoModal = modalDiferido(() => import('./ReciboGastoModal').then((m) => ({ default: m.ReciboGastoModal })));

type Vista = 'entregas' | 'gastos' | 'reporte' | 'fuera-de-sitio';
const VISTAS: ReadonlyArray<[Vista, string]> = [
  ['entregas', 'Entregas de caja'],
  ['gastos', 'Gastos'],
  ['reporte', 'Reporte por cobrador'],
  ['fuera-de-sitio', 'Fuera de sitio'],
];

type Dialogo =
  | { tipo: 'gasto' }
  | { tipo: 'entrega'; caja: CajaCobrador }
  | { tipo: 'confirmar'; entrega: EntregaCaja }
  | { tipo: 'abono'; caja: CajaCobrador }
  | { tipo: 'transferencia' }
  | { tipo: 'rechazar'; gasto: GastoCobrador }
  | { tipo: 'recibo'; gasto: GastoCobrador }
  | null;

const dinero = (valor: number) => formatearCOP(valor);

/** A view's list (entregas, gastos): what the office asked for, without paging. */
function TablaVista<T extends { _id: string }>(props: {
  consulta: Consulta<{ data: T[] }>;
  columnas: TableProps<T>['columns'];
  etiqueta: string;
}) {
  return (
    <Table<T>
      rowKey="_id"
      size="small"
      loading={props.consulta.cargando}
      dataSource={props.consulta.datos?.data ?? []}
      columns={props.columnas}
      pagination={false}
      aria-label={props.etiqueta}
      // Wider than a phone: it scrolls inside its frame instead of widening the page (on a 412 px phone a wider page
      // moved the dialogs off the screen's right edge).
      scroll={{ x: 'max-content' }}
    />
  );
}

const LIMITE = 50;

/**
 * 'Caja de cobradores' (/cobros/caja, docs/decisiones/caja-de-cobradores.md): the cash each collector holds, their
 * expenses and handovers. A cobrador sees their own row, records expenses and hands over; admin and gerente confirm
 * handovers (correcting the amount if needed), reject expenses and read the report per collector and period.
 */
export default function CajaPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const exporte = useDescarga<'csv' | 'xlsx'>('Error al exportar el reporte');
  const administra = rol === 'admin' || rol === 'gerente';
  // Cash between offices (docs/decisiones/libros-por-oficina.md): only with two offices to choose from.
  const oficinas = useOficinasDisponibles();
  const oficinaEnVigor = useOficinaEnVigor();
  const [vista, setVista] = useState<Vista>('entregas');
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [rango, setRango] = useState<[string, string]>(() => [sumarDias(hoyBogota(), -29), hoyBogota()]);
  const [version, setVersion] = useState(0);
  const cobradores = useConsulta(() => clienteApi.get('/api/caja/cobradores'), [version]);
  const entregas = useConsulta(
    () => clienteApi.get('/api/caja/entregas', { consulta: { page: 1, limit: LIMITE } }),
    [version],
  );
  const gastos = useConsulta(
    () => clienteApi.get('/api/caja/gastos', { consulta: { page: 1, limit: LIMITE } }),
    [version, vista === 'gastos'],
  );
  const reporte = useConsulta(
    () => clienteApi.get('/api/caja/reporte', { consulta: { desde: rango[0], hasta: rango[1] } }),
    [version, ...rango],
  );
  const recargar = () => setVersion((v) => v + 1);
  const cerrarYRecargar = () => {
    setDialogo(null);
    recargar();
  };
  const propia = !administra ? cobradores.datos?.[0] : undefined;

  const exportar = (formato: 'csv' | 'xlsx') =>
    exporte.descargar(formato, () =>
      descargarArchivo(`caja/reporte/export/${formato}`, `caja-cobradores.${formato}`, {
        desde: rango[0],
        hasta: rango[1],
      }),
    );

  const columnasEntregas: TableProps<EntregaCaja>['columns'] = [
    { title: 'Nº', dataIndex: 'numero', key: 'numero' },
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (f: string) => formatearFecha(f) },
    { title: 'Cobrador', key: 'cobrador', render: (_v, e) => e.cobrador.nombre },
    { title: 'Esperado', dataIndex: 'esperado', key: 'esperado', align: 'right', render: dinero },
    { title: 'Entregado', dataIndex: 'montoEntregado', key: 'entregado', align: 'right', render: dinero },
    { title: 'Recibido', dataIndex: 'montoRecibido', key: 'recibido', align: 'right', render: (v: number | null) => (v === null ? '—' : dinero(v)) },
    {
      title: 'Diferencia',
      dataIndex: 'diferencia',
      key: 'diferencia',
      align: 'right',
      render: (v: number, e) =>
        e.abono ? `Abono a faltante ${dinero(v)}` : v < 0 ? <Typography.Text type="danger">Faltante {dinero(-v)}</Typography.Text> : v > 0 ? `Sobrante ${dinero(v)}` : '—',
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EntregaCaja['estado']) => <Tag color={estado === 'pendiente' ? 'orange' : 'green'}>{ETIQUETAS_ESTADO_ENTREGA[estado]}</Tag>,
    },
  ];
  if (administra) {
    columnasEntregas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_v, e) =>
        e.estado === 'pendiente' ? (
          <Button size="small" type="primary" onClick={() => setDialogo({ tipo: 'confirmar', entrega: e })}>
            Confirmar
          </Button>
        ) : null,
    });
  }

  const columnasGastos: TableProps<GastoCobrador>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (f: string) => formatearFecha(f) },
    { title: 'Cobrador', key: 'cobrador', render: (_v, g) => g.cobrador.nombre },
    { title: 'Categoría', dataIndex: 'categoria', key: 'categoria', render: (c: GastoCobrador['categoria']) => ETIQUETAS_CATEGORIA_GASTO[c] },
    { title: 'Concepto', dataIndex: 'concepto', key: 'concepto', ellipsis: true },
    { title: 'Monto', dataIndex: 'monto', key: 'monto', align: 'right', render: dinero },
    {
      title: 'Recibo',
      key: 'recibo',
      render: (_v, g) =>
        g.tieneFoto ? (
          <Button size="small" onClick={() => setDialogo({ tipo: 'recibo', gasto: g })}>
            Ver recibo
          </Button>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Estado',
      key: 'estado',
      render: (_v, g) =>
        g.estado === 'rechazado' ? (
          <Tag color="red">Rechazado: {g.motivoRechazo}</Tag>
        ) : (
          <Tag color={g.estado === 'pendiente' ? 'orange' : 'blue'}>{ETIQUETAS_ESTADO_GASTO[g.estado]}</Tag>
        ),
    },
  ];
  if (administra) {
    columnasGastos.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_v, g) =>
        g.estado !== 'rechazado' ? (
          <Button size="small" danger onClick={() => setDialogo({ tipo: 'rechazar', gasto: g })}>
            Rechazar
          </Button>
        ) : null,
    });
  }

  const columnasReporte: TableProps<FilaReporteCaja>['columns'] = [
    { title: 'Cobrador', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Cobrado', dataIndex: 'cobrado', key: 'cobrado', align: 'right', render: dinero },
    { title: 'Gastos', dataIndex: 'gastos', key: 'gastos', align: 'right', render: dinero },
    { title: 'Entregado', dataIndex: 'entregado', key: 'entregado', align: 'right', render: dinero },
    { title: 'Faltantes', dataIndex: 'faltantes', key: 'faltantes', align: 'right', render: dinero },
    { title: 'Sobrantes', dataIndex: 'sobrantes', key: 'sobrantes', align: 'right', render: dinero },
    { title: 'Entregas', dataIndex: 'entregas', key: 'entregas', align: 'right' },
    { title: 'Días sin entrega', dataIndex: 'diasSinEntrega', key: 'dias', align: 'right' },
    { title: 'En su poder hoy', dataIndex: 'enPoder', key: 'enPoder', align: 'right', render: dinero },
  ];

  return (
    <>
      <Titulo
        acciones={
          propia ? (
            <Space>
              <Button icon={<ShoppingOutlined />} onClick={() => setDialogo({ tipo: 'gasto' })}>
                Registrar gasto
              </Button>
              <Button
                type="primary"
                icon={<DollarOutlined />}
                disabled={propia.entregaPendiente !== null}
                onClick={() => setDialogo({ tipo: 'entrega', caja: propia })}
              >
                Entregar caja
              </Button>
            </Space>
          ) : (
            <Space>
              {administra && oficinas && oficinas.length > 1 && (
                <Button icon={<SwapOutlined />} onClick={() => setDialogo({ tipo: 'transferencia' })}>
                  Transferir a otra oficina
                </Button>
              )}
              <Link to="/cobros">Volver a Cobros</Link>
            </Space>
          )
        }
      >
        Caja de cobradores
      </Titulo>

      {cobradores.error ? <Alert type="error" showIcon title={mensajeDeError(cobradores.error, 'Error al cargar la caja')} /> : null}
      {propia?.entregaPendiente && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Su entrega de ${formatearCOP(propia.entregaPendiente.montoEntregado)} espera la confirmación de la oficina.`}
        />
      )}

      <EnPoderDeCobradores
        cobradores={cobradores}
        administra={administra}
        alConfirmar={(entrega) => setDialogo({ tipo: 'confirmar', entrega })}
        alAbonar={(caja) => setDialogo({ tipo: 'abono', caja })}
      />

      <GastosPendientes
        administra={administra}
        version={version}
        alCambiar={recargar}
        alRechazar={(gasto) => setDialogo({ tipo: 'rechazar', gasto })}
        alVerRecibo={(gasto) => setDialogo({ tipo: 'recibo', gasto })}
      />

      <Space style={{ marginBottom: 16 }} wrap>
        {VISTAS.map(([clave, titulo]) => (
          <Button key={clave} type={vista === clave ? 'primary' : 'default'} onClick={() => setVista(clave)}>
            {titulo}
          </Button>
        ))}
      </Space>

      {vista === 'entregas' && (
        <TablaVista<EntregaCaja> consulta={entregas} columnas={columnasEntregas} etiqueta="Entregas de caja" />
      )}
      {vista === 'gastos' && (
        <TablaVista<GastoCobrador> consulta={gastos} columnas={columnasGastos} etiqueta="Gastos de cobradores" />
      )}
      {vista === 'reporte' && (
        <Card
          size="small"
          title={
            <SelectorPeriodo aria-label="Periodo del reporte" alCambiar={setRango} />
          }
          extra={
            <Space>
              <Button icon={<DownloadOutlined />} onClick={() => void exportar('csv')}>
                Exportar CSV
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void exportar('xlsx')}>
                Exportar XLSX
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">
            Del {formatearFecha(rango[0])} al {formatearFecha(rango[1])}
          </Typography.Paragraph>
          <Table<FilaReporteCaja>
            rowKey="cobradorId"
            size="small"
            loading={reporte.cargando}
            dataSource={reporte.datos?.filas ?? []}
            columns={columnasReporte}
            pagination={false}
            aria-label="Reporte de caja por cobrador"
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}

      {vista === 'fuera-de-sitio' && <FueraDeSitio />}

      {dialogo?.tipo === 'gasto' && <GastoFormModal alCerrar={() => setDialogo(null)} alGuardar={cerrarYRecargar} />}
      {dialogo?.tipo === 'abono' && (
        <AbonoFaltanteModal caja={dialogo.caja} alCerrar={() => setDialogo(null)} alGuardar={cerrarYRecargar} />
      )}
      {dialogo?.tipo === 'transferencia' && oficinas && (
        <TransferirOficinaModal
          oficinas={oficinas}
          origen={oficinaEnVigor}
          alCerrar={() => setDialogo(null)}
          alGuardar={cerrarYRecargar}
        />
      )}
      {dialogo?.tipo === 'entrega' && (
        <EntregaFormModal caja={dialogo.caja} alCerrar={() => setDialogo(null)} alGuardar={cerrarYRecargar} />
      )}
      {dialogo?.tipo === 'confirmar' && (
        <ConfirmarEntregaModal entrega={dialogo.entrega} alCerrar={() => setDialogo(null)} alGuardar={cerrarYRecargar} />
      )}
      {dialogo?.tipo === 'recibo' && <ReciboGastoModal gasto={dialogo.gasto} alCerrar={() => setDialogo(null)} />}
      {dialogo?.tipo === 'rechazar' && (
        <RechazarGastoModal gasto={dialogo.gasto} alCerrar={() => setDialogo(null)} alGuardar={cerrarYRecargar} />
      )}
    </>
  );
}
