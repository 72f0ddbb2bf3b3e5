import { useState } from 'react';
import { Alert, Button, Dropdown, Flex, Select } from 'antd';
import {
  DownloadOutlined,
  FilterOutlined,
  PlusOutlined,
  ReloadOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ETIQUETAS_PERIODO_FLUJO,
  FORMATOS_TABLA,
  PERIODOS_FLUJO,
  esValorDe,
  hoyBogota,
  sumarDias,
  type ConsultaFlujoCaja,
  type ConsultaMovimientosCaja,
  type FormatoTabla,
  type MovimientoCaja,
  type PeriodoFlujo,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  diferido,
  modalDiferido,
  SelectorRangoFechas,
  Titulo,
  useConsulta,
  useDescarga,
  useSesion,
  ZonaDiferida,
  useDialogo,
} from '@cartera/plataforma';
import { useListado, type FiltrosListado } from '@cartera/plataforma/listado';
import { CifrasFlujoCaja } from './CifrasFlujoCaja';
import { FlujoPorPeriodo } from './FlujoPorPeriodo';
import { MovimientosCaja } from './MovimientosCaja';
import { ProyeccionIngresos } from './ProyeccionIngresos';

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
/**
 * The charts' row is reserved from the first paint, a frame of its height while the flow and then the charts load, so
 * the tables under it never move (a frame that appeared with the data pushed them down: layout shift). Its height: a
 * small card (header, padding, border) around each 280 px chart, side by side from antd's `lg` breakpoint, one above
 * the other 16 px apart below it.
 */
const ALTO_TARJETA_GRAFICO = 343;
const LADO_A_LADO = '(min-width: 992px)';
/** The row's height for the window's width when the screen mounts. */
function altoGraficos(): number {
  const ladoALado = typeof window.matchMedia !== 'function' || window.matchMedia(LADO_A_LADO).matches;
  return ladoALado ? ALTO_TARJETA_GRAFICO : 2 * ALTO_TARJETA_GRAFICO + 16;
}

export const MENSAJE_ERROR_FLUJO = 'Error al cargar datos del flujo de caja';
export const MENSAJE_SIN_PERMISO = 'Solo administradores y gerentes pueden ver el flujo de caja';

type Rango = [Dayjs | null, Dayjs | null] | null;

function rangoInicial(): ConsultaFlujoCaja {
  const hoy = hoyBogota();
  return { periodo: 'diario', desde: sumarDias(hoy, -29), hasta: hoy };
}

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
  const { descargando: exportando, descargar } = useDescarga<'csv' | 'xlsx'>('Error generando archivo');
  const [altoDeLosGraficos] = useState(altoGraficos);
  const flujo = useConsulta(() => clienteApi.get('/api/flujo-caja', { consulta }), [consulta], {
    guardarComo: 'flujo-caja',
    mensajeError: MENSAJE_ERROR_FLUJO,
  });
  const saldo = useDialogo<true>(flujo.recargar);
  const movimientos = useListado<ConsultaMovimientosCaja & FiltrosListado, MovimientoCaja>({
    consultar: (filtros) => clienteApi.get('/api/flujo-caja/movimientos', { consulta: filtros }),
    mensajeError: 'Error al cargar movimientos de caja',
    guardarComo: 'flujo-caja-movimientos',
    filtrosIniciales: { desde: consulta.desde, hasta: consulta.hasta },
  });


  const actualizar = () => {
    flujo.recargar();
    movimientos.recargar();
  };
  const dialogoMovimiento = useDialogo<{ movimiento: MovimientoCaja | null }>(actualizar);
  const edicion = dialogoMovimiento.abierto;
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

  const exportar = (formato: FormatoTabla) =>
    descargar(formato, () => descargarArchivo(`flujo-caja/export/${formato}`, `flujo-caja.${formato}`, { ...consulta }));

  const datos = flujo.datos;

  return (
    <>
      <Titulo
        acciones={
          <>
            {esAdmin && (
              <Button icon={<WalletOutlined />} onClick={() => saldo.abrir(true)}>
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
                onClick: ({ key }) => {
                  if (esValorDe(FORMATOS_TABLA, key)) void exportar(key);
                },
              }}
            >
              <Button icon={<DownloadOutlined />} loading={exportando !== null}>
                Exportar
              </Button>
            </Dropdown>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => dialogoMovimiento.abrir({ movimiento: null })}>
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

      <CifrasFlujoCaja datos={datos} cargando={flujo.cargando} />

      {/* Without figures to draw (the flow failed to load) the frame would stay busy: the error says why instead. */}
      {flujo.error && !datos ? null : (
        <ZonaDiferida alto={altoDeLosGraficos} trasElPintado esperando={!datos}>
          {datos && <FlujoCajaGraficos flujo={datos} />}
        </ZonaDiferida>
      )}

      <FlujoPorPeriodo datos={datos} cargando={flujo.cargando} />
      <ProyeccionIngresos datos={datos} cargando={flujo.cargando} />
      <MovimientosCaja
        movimientos={movimientos}
        alEditar={(movimiento) => dialogoMovimiento.abrir({ movimiento })}
        alEliminar={actualizar}
      />

      {edicion && (
        <MovimientoFormModal
          movimiento={edicion.movimiento}
          guardar={(d, clave) =>
            edicion.movimiento
              ? clienteApi.put('/api/flujo-caja/movimientos/{id}', {
                  ruta: { id: edicion.movimiento._id },
                  cuerpo: d,
                  clave,
                })
              : clienteApi.post('/api/flujo-caja/movimientos', { cuerpo: d, clave })
          }
          {...dialogoMovimiento.cierre}
        />
      )}
      {saldo.abierto && (
        <SaldoInicialModal {...saldo.cierre} />
      )}
    </>
  );
}
