// The columns of a loan's payment plan: each installment's figures and the pay and revert actions (spec §4).
import { Button, Space, type TableProps } from 'antd';
import { RollbackOutlined, WalletOutlined } from '@ant-design/icons';
import {
  formatearCOP,
  formatearFecha,
  puedePagarCuota,
  puedeRevertirCuota,
  type Cuota,
} from '@cartera/dominio';
import { columnaPesos, EstadoCuotaTag } from '../prestamos/presentacion';

/** Installment actions (spec §4, rules of @cartera/dominio): pay unless paid, revert one with payments. */
export function puedePagar(cuota: Cuota, abierto: boolean): boolean {
  return abierto && puedePagarCuota(cuota.estado);
}

export function puedeRevertir(cuota: Cuota, abierto: boolean, administra: boolean): boolean {
  return abierto && administra && puedeRevertirCuota(cuota);
}

/** What the plan's row actions need: whether the loan takes payments, who acts, and the row being reverted. */
export interface AccionesCuota {
  abierto: boolean;
  administra: boolean;
  /** The installment whose reversion is running (null: none). */
  revirtiendo: number | null;
  pagar: (cuota: Cuota) => void;
  revertir: (cuota: Cuota) => void;
}

/** The plan's columns; «Mora» only when some installment caused late interest. */
export function columnasCuotas(
  cuotas: readonly Cuota[],
  acciones: AccionesCuota,
): TableProps<Cuota>['columns'] {
  return [
    { title: 'N.º', dataIndex: 'numero', key: 'numero', align: 'right', width: 64 },
    {
      title: 'Fecha programada',
      dataIndex: 'fechaProgramada',
      key: 'fechaProgramada',
      render: (fecha: string) => formatearFecha(fecha),
    },
    columnaPesos('Capital', 'montoCapital', 'capital'),
    columnaPesos('Interés', 'montoInteres', 'interes'),
    columnaPesos('Total', 'montoTotal', 'total'),
    columnaPesos('Pagado', 'montoPagado', 'pagado'),
    columnaPesos('Saldo', 'saldoRestante', 'saldo'),
    // La mora que causó cada cuota vencida (docs/decisiones/interes-de-mora.md): sólo si alguna la tiene.
    ...(cuotas.some((c) => c.moraCausada > 0)
      ? [
          {
            ...columnaPesos<Cuota>('Mora', 'moraCausada', 'mora'),
            render: (v: number) => (v > 0 ? formatearCOP(v) : '—'),
          },
        ]
      : []),
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: Cuota['estado']) => <EstadoCuotaTag estado={estado} />,
    },
    {
      title: 'Fecha pago',
      dataIndex: 'fechaPago',
      key: 'fechaPago',
      render: (fecha: string | null) => (fecha ? formatearFecha(fecha) : '—'),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      render: (_valor, cuota) => (
        <Space size={4}>
          {puedePagar(cuota, acciones.abierto) && (
            <Button
              size="small"
              type="primary"
              icon={<WalletOutlined />}
              onClick={() => acciones.pagar(cuota)}
            >
              Pagar
            </Button>
          )}
          {puedeRevertir(cuota, acciones.abierto, acciones.administra) && (
            <Button
              size="small"
              danger
              icon={<RollbackOutlined />}
              loading={acciones.revirtiendo === cuota.numero}
              disabled={acciones.revirtiendo !== null && acciones.revirtiendo !== cuota.numero}
              onClick={() => acciones.revertir(cuota)}
            >
              Revertir
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
