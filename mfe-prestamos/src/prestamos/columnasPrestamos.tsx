// The columns of the loans list: the loan's figures and, last, the actions its state and the user's role allow.
import type { ReactNode } from 'react';
import { Flex, Typography, type TableColumnType, type TableProps } from 'antd';
import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  FileTextOutlined,
  RetweetOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  ETIQUETAS_MODALIDAD,
  formatearCedula,
  formatearFecha,
  type EstadoPrestamo,
  type Modalidad,
  type Prestamo,
  type Rol,
} from '@cartera/dominio';
import {
  AccionesFila,
  AccionFila,
  OficinaBajoElNombre,
  SOLO_PANTALLA_ANCHA,
} from '@cartera/plataforma/listado';
import { accionesDisponibles, type AccionPrestamo } from './acciones';
import {
  columnaPesos,
  DiasMoraTag,
  EstadoPrestamoTag,
  formatearInteres,
  formatearTasaEfectiva,
  MoraBadge,
} from './presentacion';

/** What each row action does (marcarPagado opens Liquidar); `ocupado` is the loan whose action is running. */
export type AccionesPrestamo = Record<AccionPrestamo, (prestamo: Prestamo) => void> & {
  rol: Rol | undefined;
  ocupado: string | null;
  /** The session sees more than one office: each loan's office under its client. */
  variasOficinas?: boolean;
};

/** «Cliente»: name, cédula and, with several offices, the loan's office under them. */
const columnaCliente = (variasOficinas: boolean): TableColumnType<Prestamo> => ({
  title: 'Cliente',
  key: 'cliente',
  render: (_valor, prestamo) => (
    <Flex vertical>
      {/* A long name is cut with its whole text on hover, as in Clientes: it never widens the list past 1366 px. */}
      <Typography.Text strong ellipsis={{ tooltip: prestamo.cliente.nombre }} style={{ display: 'block', maxWidth: 220 }}>
        {prestamo.cliente.nombre}
      </Typography.Text>
      {prestamo.cliente.cedula && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatearCedula(prestamo.cliente.cedula)}
        </Typography.Text>
      )}
      <OficinaBajoElNombre oficina={prestamo.oficina} visible={variasOficinas} />
    </Flex>
  ),
});

const COLUMNAS_DATOS: NonNullable<TableProps<Prestamo>['columns']> = [
  columnaPesos('Monto', 'monto'),
  {
    title: 'Interés',
    dataIndex: 'interes',
    key: 'interes',
    responsive: SOLO_PANTALLA_ANCHA,
    render: (interes: number) => formatearInteres(interes),
  },
  {
    title: 'EA',
    dataIndex: 'tasaEfectivaAnual',
    key: 'tasaEfectivaAnual',
    align: 'right',
    responsive: SOLO_PANTALLA_ANCHA,
    render: (tasa: number | null) => formatearTasaEfectiva(tasa),
  },
  { title: 'Cuotas', dataIndex: 'cuotas', key: 'cuotas', align: 'right', responsive: SOLO_PANTALLA_ANCHA },
  columnaPesos('Cuota', 'cuotaDiaria', 'cuota'),
  {
    title: 'Modalidad',
    dataIndex: 'modalidad',
    key: 'modalidad',
    responsive: SOLO_PANTALLA_ANCHA,
    render: (modalidad: Modalidad) => ETIQUETAS_MODALIDAD[modalidad] ?? modalidad,
  },
  { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
  columnaPesos('Saldo pendiente', 'saldoPendiente'),
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
];

interface BotonAccion {
  accion: AccionPrestamo;
  texto: string;
  icono: ReactNode;
  peligro?: boolean;
  /** A money write: the button waits while an action of its row runs. */
  escribe?: boolean;
}

/** A row's buttons in the order they show, each only when §4 allows it (accionesDisponibles). */
const BOTONES: readonly BotonAccion[] = [
  { accion: 'plan', texto: 'Ver plan', icono: <FileTextOutlined /> },
  { accion: 'aprobar', texto: 'Aprobar', icono: <CheckOutlined />, escribe: true },
  { accion: 'rechazar', texto: 'Rechazar', icono: <CloseOutlined />, peligro: true, escribe: true },
  { accion: 'editar', texto: 'Editar', icono: <EditOutlined /> },
  { accion: 'marcarPagado', texto: 'Marcar pagado', icono: <CheckCircleOutlined />, escribe: true },
  { accion: 'reenganche', texto: 'Reenganche', icono: <RetweetOutlined /> },
  { accion: 'cancelar', texto: 'Cancelar', icono: <StopOutlined />, peligro: true, escribe: true },
];

/** The list's columns, with the actions of §4 that each loan allows. */
export function columnasPrestamos(acciones: AccionesPrestamo): TableProps<Prestamo>['columns'] {
  const { rol, ocupado, variasOficinas = false } = acciones;
  return [
    columnaCliente(variasOficinas),
    ...COLUMNAS_DATOS,
    {
      title: 'Acciones',
      key: 'acciones',
      // Fija a la derecha: en un teléfono la tabla se desplaza y las acciones siguen a la vista.
      fixed: 'right',
      render: (_valor, prestamo) => {
        const permitidas = accionesDisponibles(prestamo, rol);
        const enCurso = ocupado === prestamo._id;
        return (
          <AccionesFila>
            {BOTONES.filter(({ accion }) => permitidas.includes(accion)).map((boton) => (
              <AccionFila
                key={boton.accion}
                texto={boton.texto}
                icono={boton.icono}
                peligro={boton.peligro}
                disabled={boton.escribe && enCurso}
                onClick={() => acciones[boton.accion](prestamo)}
              />
            ))}
          </AccionesFila>
        );
      },
    },
  ];
}
