// How a loan's estado, interest and arrears look in every loan screen.
import { Badge, Tag, type TableColumnType } from 'antd';
import {
  CUOTAS_VENCIDAS_MORA_GRAVE,
  ETIQUETAS_ESTADO_CUOTA,
  ETIQUETAS_ESTADO_PRESTAMO,
  bandaDiasMora,
  formatearCOP,
  formatearNumeroHasta,
  formatearPorcentaje,
  type EstadoCuota,
  type EstadoPrestamo,
  type RangoMora,
} from '@cartera/dominio';

export const COLOR_ESTADO_PRESTAMO: Readonly<Record<EstadoPrestamo, string>> = {
  activo: 'blue',
  pagado: 'green',
  vencido: 'volcano',
  mora: 'red',
  reenganchado: 'purple',
  cancelado: 'default',
  solicitado: 'cyan',
  rechazado: 'default',
  castigado: 'magenta',
};

export function EstadoPrestamoTag({ estado }: { estado: EstadoPrestamo }) {
  return (
    <Tag color={COLOR_ESTADO_PRESTAMO[estado] ?? 'default'}>
      {ETIQUETAS_ESTADO_PRESTAMO[estado] ?? estado}
    </Tag>
  );
}

/** The loan's flat interest over the whole loan: 10 → '10% total', 12.5 → '12,5% total'. */
export function formatearInteres(interes: number): string {
  return `${formatearNumeroHasta(interes, 2)}% total`;
}

/** The effective annual rate as a client reads it ('27,40% EA'); 'No aplica' when there is no rate to state. */
export function formatearTasaEfectiva(tasa: number | null): string {
  return tasa === null ? 'No aplica' : `${formatearPorcentaje(tasa, 2)} EA`;
}

/** Badge colour for overdue installments: warm up to 3, a darker red above 3 (spec §9); null when none. */
export function colorMora(cuotasVencidas: number): string | null {
  if (!(cuotasVencidas > 0)) return null;
  return cuotasVencidas > CUOTAS_VENCIDAS_MORA_GRAVE ? '#820014' : '#fa8c16';
}

/** Overdue installments of a loan as a badge; a dash when there are none. */
export function MoraBadge({ cuotasVencidas }: { cuotasVencidas: number }) {
  const color = colorMora(cuotasVencidas);
  if (color === null) return <span aria-label="Sin cuotas vencidas">—</span>;
  const texto = cuotasVencidas === 1 ? '1 cuota vencida' : `${cuotasVencidas} cuotas vencidas`;
  return (
    <Badge
      count={cuotasVencidas}
      color={color}
      overflowCount={999}
      title={texto}
      aria-label={texto}
      data-grave={cuotasVencidas > CUOTAS_VENCIDAS_MORA_GRAVE ? 'si' : 'no'}
    />
  );
}

export const COLOR_BANDA_MORA: Readonly<Record<RangoMora['severidad'], string>> = {
  baja: 'gold',
  media: 'orange',
  alta: 'volcano',
  critica: '#a8071a',
};

/** Average days late, coloured by its band (1–8, 9–15, 16–30, more than 30); a dash when not late. */
export function DiasMoraTag({ dias }: { dias: number }) {
  const banda = bandaDiasMora(dias);
  if (banda === null) return <span aria-label="Sin días de mora">—</span>;
  const redondeados = Math.round(dias);
  return (
    <Tag color={COLOR_BANDA_MORA[banda.severidad]} title={banda.etiqueta} data-banda={banda.clave}>
      {redondeados === 1 ? '1 día' : `${redondeados} días`}
    </Tag>
  );
}

const COLOR_ESTADO_CUOTA: Readonly<Record<EstadoCuota, string>> = {
  pendiente: 'default',
  parcial: 'gold',
  pagada: 'green',
  vencida: 'red',
  refinanciada: 'purple',
  anulada: 'default',
  condonada: 'cyan',
  castigada: 'magenta',
};

export function EstadoCuotaTag({ estado }: { estado: EstadoCuota }) {
  return <Tag color={COLOR_ESTADO_CUOTA[estado] ?? 'default'}>{ETIQUETAS_ESTADO_CUOTA[estado] ?? estado}</Tag>;
}

/** A table column of a peso figure: right-aligned, in es-CO pesos. `key` defaults to the field's name. */
export function columnaPesos<T>(
  title: string,
  dataIndex: keyof T & string,
  key: string = dataIndex,
): TableColumnType<T> {
  return { title, dataIndex, key, align: 'right', render: (valor: number) => formatearCOP(valor) };
}
