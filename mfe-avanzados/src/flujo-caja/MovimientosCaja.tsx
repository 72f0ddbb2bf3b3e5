import { Card, Tag, Typography, type TableProps } from 'antd';
import {
  CATEGORIAS_MOVIMIENTO_CAJA,
  ETIQUETAS_CATEGORIA_MOVIMIENTO,
  ETIQUETAS_FONDEO,
  ETIQUETAS_TIPO_MOVIMIENTO_CAJA,
  esCategoriaFondeo,
  TIPOS_MOVIMIENTO_CAJA,
  formatearCOP,
  formatearFecha,
  opcionesDe,
  type ConsultaMovimientosCaja,
  type MovimientoCaja,
} from '@cartera/dominio';
import { clienteApi, nuevaClaveIdempotencia } from '@cartera/plataforma';
import {
  AccionesFila,
  BarraFiltros,
  eliminarConConfirmacion,
  FiltroOpciones,
  TablaPaginada,
  TextoLargo,
  type FiltrosListado,
  type Listado,
} from '@cartera/plataforma/listado';

/** The cash movements list of the screen (its filters live in the screen: the range comes from 'Filtrar'). */
export type ListadoMovimientos = Listado<ConsultaMovimientosCaja & FiltrosListado, MovimientoCaja>;

interface Props {
  movimientos: ListadoMovimientos;
  alEditar: (movimiento: MovimientoCaja) => void;
  /** After a delete: the flow's figures change with the list. */
  alEliminar: () => void;
}

const dinero = (valor: number) => formatearCOP(valor);

/**
 * 'Movimientos de caja': the movements entered by admin or gerente, searchable and filtered by type and category. A
 * movement booked by a cash handover is shown but not edited here.
 */
export function MovimientosCaja({ movimientos, alEditar, alEliminar }: Props) {
  const eliminar = (movimiento: MovimientoCaja) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar el movimiento "${movimiento.concepto}" de ${formatearCOP(movimiento.monto)} del ${formatearFecha(movimiento.fecha)}?`,
      // After the confirmation: one Idempotency-Key per confirmed click.
      eliminar: () =>
        clienteApi.delete('/api/flujo-caja/movimientos/{id}', {
          ruta: { id: movimiento._id },
          clave: nuevaClaveIdempotencia(),
        }),
      exito: 'Movimiento eliminado',
      error: 'Error al eliminar movimiento',
      alTerminar: alEliminar,
    });

  const columnas: TableProps<MovimientoCaja>['columns'] = [
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
      // A funding movement says what it was (Aporte de capital del dueño, Consignación de la caja al banco…).
      render: (c: MovimientoCaja['categoria'], m) =>
        esCategoriaFondeo(c) ? ETIQUETAS_FONDEO[c][m.tipo] : ETIQUETAS_CATEGORIA_MOVIMIENTO[c],
    },
    // Free text: one line with its tooltip, so a long concept or supplier never widens the list past 1366 px.
    {
      title: 'Concepto',
      dataIndex: 'concepto',
      key: 'concepto',
      render: (concepto: string) => <TextoLargo texto={concepto} ancho={220} />,
    },
    {
      title: 'Proveedor',
      key: 'proveedor',
      render: (_v, m) => (
        <TextoLargo texto={m.proveedor ? `${m.proveedor.nombre} (NIT ${m.proveedor.nit})` : null} ancho={200} />
      ),
    },
    { title: 'Monto', dataIndex: 'monto', key: 'monto', sorter: true, align: 'right', render: dinero },
    {
      title: 'Registrado por',
      key: 'registradoPor',
      render: (_v, m) => <TextoLargo texto={m.registradoPor?.nombre} ancho={150} />,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_v, m) =>
        m.entrega ? (
          <Typography.Text type="secondary">Entrega de caja</Typography.Text>
        ) : (
          <AccionesFila alEditar={() => alEditar(m)} alEliminar={() => void eliminar(m)} />
        ),
    },
  ];

  return (
    <Card title="Movimientos de caja" size="small">
      <BarraFiltros
        busqueda={movimientos.busqueda('search', 'Buscar movimientos', 'Buscar por concepto')}
      >
        <FiltroOpciones
          etiqueta="Filtrar por tipo"
          todos="Todos los tipos"
          ancho={160}
          {...movimientos.filtro('tipo')}
          opciones={opcionesDe(TIPOS_MOVIMIENTO_CAJA, ETIQUETAS_TIPO_MOVIMIENTO_CAJA)}
        />
        <FiltroOpciones
          etiqueta="Filtrar por categoría"
          todos="Todas las categorías"
          {...movimientos.filtro('categoria')}
          opciones={opcionesDe(CATEGORIAS_MOVIMIENTO_CAJA, ETIQUETAS_CATEGORIA_MOVIMIENTO)}
        />
      </BarraFiltros>
      <TablaPaginada<MovimientoCaja>
        listado={movimientos}
        columns={columnas}
        etiquetaTotal={(total) => `${total} movimientos`}
      />
    </Card>
  );
}
