// The header of a loan's plan: who, how much, on what terms and where it stands.
import { Card, Descriptions } from 'antd';
import {
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_TIPO_AMORTIZACION,
  ETIQUETAS_TIPO_CREDITO,
  formatearCedula,
  formatearCOP,
  formatearFecha,
  formatearTelefono,
  type DetallePrestamo,
  type Prestamo,
} from '@cartera/dominio';
import { EstadoPrestamoTag, formatearInteres } from '../prestamos/presentacion';
import { TasaEfectivaConUsura } from '../prestamos/TasaEfectivaConUsura';

interface Props {
  prestamo: Prestamo;
  /** The loan's detail, once loaded: where its EA stands against the usury rate. */
  detalle: DetallePrestamo | null;
}

export function DatosPrestamo({ prestamo, detalle }: Props) {
  const cliente = prestamo.cliente;
  const datos = [
    { key: 'cliente', label: 'Cliente', children: cliente.nombre },
    { key: 'cedula', label: 'Cédula', children: cliente.cedula ? formatearCedula(cliente.cedula) : '—' },
    {
      key: 'telefono',
      label: 'Teléfono',
      children: cliente.telefono ? formatearTelefono(cliente.telefono) : '—',
    },
    { key: 'monto', label: 'Monto', children: formatearCOP(prestamo.monto) },
    { key: 'interes', label: 'Interés', children: formatearInteres(prestamo.interes) },
    {
      key: 'tasaEfectivaAnual',
      label: 'Tasa efectiva anual',
      children: <TasaEfectivaConUsura tasa={prestamo.tasaEfectivaAnual} usura={detalle} />,
    },
    { key: 'tipoCredito', label: 'Tipo de crédito', children: ETIQUETAS_TIPO_CREDITO[prestamo.tipoCredito] },
    { key: 'cuotas', label: 'Cuotas', children: prestamo.cuotas },
    {
      key: 'modalidad',
      label: 'Modalidad',
      children: ETIQUETAS_MODALIDAD[prestamo.modalidad] ?? prestamo.modalidad,
    },
    {
      key: 'tipo',
      label: 'Amortización',
      children: ETIQUETAS_TIPO_AMORTIZACION[prestamo.tipoAmortizacion] ?? prestamo.tipoAmortizacion,
    },
    { key: 'fecha', label: 'Fecha', children: formatearFecha(prestamo.fecha) },
    { key: 'inicio', label: 'Fecha de inicio', children: formatearFecha(prestamo.fechaInicio) },
    { key: 'vencimiento', label: 'Vencimiento', children: formatearFecha(prestamo.fechaVencimiento) || '—' },
    { key: 'montoTotal', label: 'Monto total', children: formatearCOP(prestamo.montoTotal) },
    { key: 'cuota', label: 'Cuota', children: formatearCOP(prestamo.cuotaDiaria) },
    { key: 'saldo', label: 'Saldo pendiente', children: formatearCOP(prestamo.saldoPendiente) },
    { key: 'estado', label: 'Estado', children: <EstadoPrestamoTag estado={prestamo.estado} /> },
    { key: 'cobrador', label: 'Cobrador', children: prestamo.cobrador?.nombre ?? '—' },
  ];

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={datos} />
    </Card>
  );
}
