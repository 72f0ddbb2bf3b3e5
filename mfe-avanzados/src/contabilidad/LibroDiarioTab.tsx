import { Select, Table, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import {
  ETIQUETAS_ORIGEN_ASIENTO,
  ETIQUETAS_TIPO_ASIENTO,
  ORIGENES_ASIENTO,
  formatearCOP,
  formatearFecha,
  formatearNumero,
  hoyBogota,
  opcionesDe,
  type AsientoContable,
  type ConsultaDiarioContable,
  type LineaAsientoContable,
  type OrigenAsiento,
  type RangoContable,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  SelectorPeriodo,
  useConsulta,
} from '@cartera/plataforma';
import {
  BarraFiltros,
  BotonesExporte,
  TablaPaginada,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import { mesDe } from './periodos';

/** The journal's query, always with a period (the files need one). */
type FiltrosDiario = ConsultaDiarioContable & Required<RangoContable> & FiltrosListado;

/** A line's amount: blank when it is on the other side, as ledgers print it. */
const monto = (valor: number) => (valor === 0 ? '' : formatearCOP(valor));

const sumaDebitos = (lineas: readonly LineaAsientoContable[]) =>
  lineas.reduce((total, l) => total + l.debito, 0);
const sumaCreditos = (lineas: readonly LineaAsientoContable[]) =>
  lineas.reduce((total, l) => total + l.credito, 0);

const COLUMNAS_LINEAS: TableProps<LineaAsientoContable>['columns'] = [
  { title: 'Cuenta', key: 'cuenta', render: (_v, linea) => `${linea.codigo} — ${linea.cuenta}` },
  {
    title: 'Tercero',
    key: 'tercero',
    render: (_v, { tercero }) =>
      tercero ? (
        <>
          {tercero.nombre}
          {tercero.documento && <Typography.Text type="secondary"> · {tercero.documento}</Typography.Text>}
        </>
      ) : (
        '—'
      ),
  },
  { title: 'Préstamo', key: 'prestamo', render: (_v, { prestamo }) => prestamo?.numero ?? '—' },
  { title: 'Débito', dataIndex: 'debito', key: 'debito', align: 'right', render: monto },
  { title: 'Crédito', dataIndex: 'credito', key: 'credito', align: 'right', render: monto },
];

/** The lines of one entry, with their totals: debits always equal credits. */
function LineasAsiento({ asiento }: { asiento: AsientoContable }) {
  return (
    <Table<LineaAsientoContable>
      size="small"
      aria-label={`Líneas del comprobante ${asiento.numero}`}
      rowKey={(linea) =>
        `${linea.codigo}|${linea.tercero?.id ?? ''}|${linea.prestamo?.id ?? ''}|${linea.debito}|${linea.credito}`
      }
      dataSource={asiento.lineas}
      columns={COLUMNAS_LINEAS}
      pagination={false}
      summary={(lineas) => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <Typography.Text strong>Total</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong>{formatearCOP(sumaDebitos(lineas))}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <Typography.Text strong>{formatearCOP(sumaCreditos(lineas))}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

const COLUMNAS: TableProps<AsientoContable>['columns'] = [
  { title: 'Comprobante Nº', dataIndex: 'numero', key: 'numero' },
  { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
  {
    title: 'Tipo',
    dataIndex: 'tipo',
    key: 'tipo',
    render: (tipo: AsientoContable['tipo']) => ETIQUETAS_TIPO_ASIENTO[tipo] ?? tipo,
  },
  { title: 'Descripción', dataIndex: 'descripcion', key: 'descripcion' },
  {
    title: 'Débitos',
    key: 'debitos',
    align: 'right',
    render: (_v, asiento) => formatearCOP(sumaDebitos(asiento.lineas)),
  },
];

/**
 * 'Libro diario': the entries of a period (the current month unless told), filtered by the server by account (its
 * subaccounts included), origin and third party (name or cédula); each row opens to its lines. The files carry every
 * entry of the period.
 */
export function LibroDiarioTab() {
  const lista = useListado<FiltrosDiario, AsientoContable>({
    consultar: (filtros) => clienteApi.get('/api/contabilidad/diario', { consulta: filtros }),
    filtrosIniciales: () => mesDe(hoyBogota()),
    mensajeError: 'Error al cargar el libro diario',
    guardarComo: 'contabilidad-diario',
  });
  const { filtros, cambiarFiltros, limpiarFiltros } = lista;
  const cuentas = useConsulta(() => clienteApi.get('/api/contabilidad/cuentas'), [], {
    guardarComo: 'contabilidad-cuentas',
    mensajeError: 'Error al cargar el plan de cuentas',
  });

  const opcionesCuenta = [...(cuentas.datos ?? [])]
    .sort((a, b) => a.codigo.localeCompare(b.codigo))
    .map((cuenta) => ({ value: cuenta.codigo, label: `${cuenta.codigo} — ${cuenta.nombre}` }));

  return (
    <>
      <BarraFiltros
        busqueda={lista.busqueda('tercero', 'Filtrar por tercero', 'Tercero: nombre o cédula', { ancho: 260 })}
        alLimpiar={limpiarFiltros}
        acciones={
          <BotonesExporte
            descargar={(formato) =>
              // Every entry of the period, streamed by the API: no time limit.
              descargarArchivo(
                'contabilidad/diario/exporte',
                `libro-diario.${formato}`,
                { desde: filtros.desde, hasta: filtros.hasta, formato },
                { tiempoMaximoMs: false },
              )
            }
            mensajeError="Error al exportar el libro diario"
          />
        }
      >
        <SelectorPeriodo
          placeholder={['Fecha inicial', 'Fecha final']}
          aria-label="Periodo del libro diario"
          allowClear={false}
          value={[dayjs(filtros.desde), dayjs(filtros.hasta)]}
          alCambiar={([desde, hasta]) => cambiarFiltros({ desde, hasta })}
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Todas las cuentas"
          aria-label="Filtrar por cuenta"
          style={{ width: 300, maxWidth: '100%' }}
          value={filtros.cuenta}
          loading={cuentas.cargando}
          options={opcionesCuenta}
          onChange={(cuenta) => cambiarFiltros({ cuenta })}
        />
        <Select<OrigenAsiento>
          allowClear
          placeholder="Todos los orígenes"
          aria-label="Filtrar por origen"
          style={{ width: 200 }}
          value={filtros.origen}
          options={opcionesDe(ORIGENES_ASIENTO, ETIQUETAS_ORIGEN_ASIENTO)}
          onChange={(origen) => cambiarFiltros({ origen })}
        />
      </BarraFiltros>

      <TablaPaginada<AsientoContable>
        listado={lista}
        columns={COLUMNAS}
        rowKey="id"
        aria-label="Libro diario"
        expandable={{ expandedRowRender: (asiento) => <LineasAsiento asiento={asiento} /> }}
        etiquetaTotal={(total) => `${formatearNumero(total)} comprobantes`}
      />
    </>
  );
}
