// The columns of the loans list: the loan's figures and, last, the actions its state and the user's role allow.
import { Flex, Typography, type TableProps } from 'antd';
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
import { AccionesFila, AccionFila } from '@cartera/plataforma/listado';
import { accionesDisponibles } from './acciones';
import {
  columnaPesos,
  DiasMoraTag,
  EstadoPrestamoTag,
  formatearInteres,
  formatearTasaEfectiva,
  MoraBadge,
} from './presentacion';

/** What a row's actions do; `ocupado` is the loan whose action is running (its buttons wait). */
export interface AccionesPrestamo {
  rol: Rol | undefined;
  ocupado: string | null;
  verPlan: (prestamo: Prestamo) => void;
  aprobar: (prestamo: Prestamo) => void;
  rechazar: (prestamo: Prestamo) => void;
  editar: (prestamo: Prestamo) => void;
  liquidar: (prestamo: Prestamo) => void;
  reenganchar: (prestamo: Prestamo) => void;
  cancelar: (prestamo: Prestamo) => void;
}

const COLUMNAS_DATOS: NonNullable<TableProps<Prestamo>['columns']> = [
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
  columnaPesos('Monto', 'monto'),
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
  columnaPesos('Cuota', 'cuotaDiaria', 'cuota'),
  {
    title: 'Modalidad',
    dataIndex: 'modalidad',
    key: 'modalidad',
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

/** The list's columns, with the actions of §4 that each loan allows. */
export function columnasPrestamos(acciones: AccionesPrestamo): TableProps<Prestamo>['columns'] {
  const { rol, ocupado } = acciones;
  return [
    ...COLUMNAS_DATOS,
    {
      title: 'Acciones',
      key: 'acciones',
      // Fija a la derecha: en una pantalla de 1366 px la tabla se desplaza y las acciones siguen a la vista.
      fixed: 'right',
      render: (_valor, prestamo) => {
        const permitidas = accionesDisponibles(prestamo, rol);
        const enCurso = ocupado === prestamo._id;
        return (
          <AccionesFila>
            <AccionFila
              texto="Ver plan"
              icono={<FileTextOutlined />}
              onClick={() => acciones.verPlan(prestamo)}
            />
            {permitidas.includes('aprobar') && (
              <AccionFila
                texto="Aprobar"
                icono={<CheckOutlined />}
                disabled={enCurso}
                onClick={() => acciones.aprobar(prestamo)}
              />
            )}
            {permitidas.includes('rechazar') && (
              <AccionFila
                texto="Rechazar"
                icono={<CloseOutlined />}
                peligro
                disabled={enCurso}
                onClick={() => acciones.rechazar(prestamo)}
              />
            )}
            {permitidas.includes('editar') && (
              <AccionFila texto="Editar" icono={<EditOutlined />} onClick={() => acciones.editar(prestamo)} />
            )}
            {permitidas.includes('marcarPagado') && (
              <AccionFila
                texto="Marcar pagado"
                icono={<CheckCircleOutlined />}
                disabled={enCurso}
                onClick={() => acciones.liquidar(prestamo)}
              />
            )}
            {permitidas.includes('reenganche') && (
              <AccionFila
                texto="Reenganche"
                icono={<RetweetOutlined />}
                onClick={() => acciones.reenganchar(prestamo)}
              />
            )}
            {permitidas.includes('cancelar') && (
              <AccionFila
                texto="Cancelar"
                icono={<StopOutlined />}
                peligro
                disabled={enCurso}
                onClick={() => acciones.cancelar(prestamo)}
              />
            )}
          </AccionesFila>
        );
      },
    },
  ];
}
