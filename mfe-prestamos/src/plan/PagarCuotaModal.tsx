import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  MENSAJES,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  validarMontoPago,
} from '@cartera/dominio';
import { EntradaMonto, FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import { reglaDe, requerido } from '@cartera/plataforma';
import { FORMATO_FECHA } from '../prestamos/entradas';
import { FechaHastaHoy } from '../prestamos/FechaHastaHoy';
import { MENSAJES_PRESTAMOS } from '../prestamos/mensajes';
import type { Cuota } from '@cartera/dominio';
import { ResumenOperacion } from './ResumenOperacion';

interface Campos {
  monto?: number | null;
  fecha?: Dayjs | null;
}

interface Props extends CierreModal {
  cuota: Cuota;
  /** Interés de mora pendiente del préstamo: lo pagado va primero a él (docs/decisiones/interes-de-mora.md). */
  mora?: number;
  /** `clave`: this form's Idempotency-Key, the same on every submit while it is open. */
  pagar: (datos: { monto: number; fecha: string }, clave: string) => Promise<unknown>;
}

/**
 * Pays one installment, fully or in part (spec §2 Payment plan, §5 'Monto inválido'). The amount starts as what
 * the installment still owes; more than that is refused here with the API's own words.
 */
export function PagarCuotaModal({ cuota, mora = 0, pagar, ...cierre }: Props) {
  const hoy = hoyBogota();
  const debido = cuota.saldoRestante + mora;

  return (
    <FormularioModal<Campos>
      titulo={`Pagar cuota ${cuota.numero}`}
      nombre="pagarCuota"
      textoAceptar="Pagar"
      valoresIniciales={{ monto: debido, fecha: dayjs(hoy) }}
      enviar={(campos, clave) =>
        pagar(
          { monto: requerido(campos.monto, 'monto'), fecha: (campos.fecha ?? dayjs(hoy)).format(FORMATO_FECHA) },
          clave,
        )
      }
      exito={MENSAJES_PRESTAMOS.pagoAplicado}
      // A call that never reached the server says 'Error de red' (the platform's message for it).
      error={MENSAJES_PRESTAMOS.errorPago}
      {...cierre}
      encabezado={
        <ResumenOperacion
          items={[
            { key: 'fecha', label: 'Fecha programada', children: formatearFecha(cuota.fechaProgramada) },
            { key: 'total', label: 'Total de la cuota', children: formatearCOP(cuota.montoTotal) },
            { key: 'pagado', label: 'Pagado', children: formatearCOP(cuota.montoPagado) },
            { key: 'saldo', label: 'Saldo de la cuota', children: formatearCOP(cuota.saldoRestante) },
            ...(mora > 0
              ? [
                  {
                    key: 'mora',
                    label: 'Interés de mora del préstamo (va primero)',
                    children: formatearCOP(mora),
                  },
                ]
              : []),
          ]}
        />
      }
    >
      <Form.Item
        label="Monto"
        name="monto"
        rules={[
          reglaDe(
            (valor) =>
              validarMontoPago(valor, MENSAJES.montoInvalido) ??
              (typeof valor === 'number' && valor > debido ? MENSAJES_PRESTAMOS.montoSuperaCuota : null),
          ),
        ]}
      >
        <EntradaMonto autoFocus />
      </Form.Item>
      <Form.Item label="Fecha del pago" name="fecha">
        <FechaHastaHoy hoy={hoy} />
      </Form.Item>
    </FormularioModal>
  );
}
