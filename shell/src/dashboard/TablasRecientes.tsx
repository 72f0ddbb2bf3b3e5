import { Table, Tag, type TableProps } from 'antd';
import {
  ETIQUETAS_ESTADO_PRESTAMO,
  formatearCOP,
  formatearFecha,
  nombreCobrador,
  type EstadoPrestamo,
} from '@cartera/dominio';
import type { CobroReciente, PrestamoReciente } from '@cartera/dominio';

const COLORES_ESTADO_PRESTAMO: Readonly<Record<EstadoPrestamo, string>> = {
  activo: 'blue',
  pagado: 'green',
  vencido: 'volcano',
  mora: 'orange',
  reenganchado: 'purple',
  cancelado: 'default',
  solicitado: 'cyan',
  rechazado: 'default',
  castigado: 'magenta',
};

/** 'Monto' (COP, right-aligned) and 'Fecha', the same in both tables. */
function columnasMontoYFecha<T extends { monto: number; fecha: string }>(): NonNullable<
  TableProps<T>['columns']
> {
  return [
    {
      title: 'Monto',
      dataIndex: 'monto',
      key: 'monto',
      align: 'right',
      render: (monto: number) => formatearCOP(monto),
    },
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
  ];
}

const columnasPrestamos: TableProps<PrestamoReciente>['columns'] = [
  { title: 'Cliente', key: 'cliente', render: (_valor, prestamo) => prestamo.cliente.nombre },
  ...columnasMontoYFecha<PrestamoReciente>(),
  {
    title: 'Estado',
    dataIndex: 'estado',
    key: 'estado',
    render: (estado: EstadoPrestamo) => (
      <Tag color={COLORES_ESTADO_PRESTAMO[estado] ?? 'default'}>
        {ETIQUETAS_ESTADO_PRESTAMO[estado] ?? estado}
      </Tag>
    ),
  },
];

const columnasCobros: TableProps<CobroReciente>['columns'] = [
  { title: 'Cliente', key: 'cliente', render: (_valor, cobro) => cobro.prestamo.cliente.nombre },
  ...columnasMontoYFecha<CobroReciente>(),
  { title: 'Cobrador', key: 'cobrador', render: (_valor, cobro) => nombreCobrador(cobro.cobrador) },
];

/** A small table of the five newest rows, without paging, scrolling sideways on a narrow screen. */
function TablaRecientes<T extends { _id: string }>({
  columnas,
  filas,
}: {
  columnas: TableProps<T>['columns'];
  filas: T[];
}) {
  return (
    <Table<T>
      rowKey="_id"
      size="small"
      columns={columnas}
      dataSource={filas}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** 'Últimos Préstamos' (spec §2): client, amount, date and state of the five newest loans. */
export function TablaPrestamosRecientes({ prestamos }: { prestamos: PrestamoReciente[] }) {
  return <TablaRecientes columnas={columnasPrestamos} filas={prestamos} />;
}

/** 'Últimos Cobros' (spec §2): client, amount, date and collector of the five newest collections. */
export function TablaCobrosRecientes({ cobros }: { cobros: CobroReciente[] }) {
  return <TablaRecientes columnas={columnasCobros} filas={cobros} />;
}
