import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  LIMITES,
  MENSAJES,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  validarMontoPago,
} from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import {
  FORMATO_FECHA,
  FORMATO_FECHA_VISIBLE,
  formatearMontoEntrada,
  leerMontoEntrada,
} from '../prestamos/entradas';
import { MENSAJES_PRESTAMOS } from '../prestamos/mensajes';
import type { Cuota } from '@cartera/dominio';
import { ResumenOperacion } from './ResumenOperacion';

interface Campos {
  monto?: number | null;
  fecha?: Dayjs | null;
}

interface Props {
  cuota: Cuota;
  /** Interés de mora pendiente del préstamo: lo pagado va primero a él (docs/decisiones/interes-de-mora.md). */
  mora?: number;
  /** `clave`: this form's Idempotency-Key, the same on every submit while it is open. */
  pagar: (datos: { monto: number; fecha: string }, clave: string) => Promise<unknown>;
  alCerrar: () => void;
  alPagar: () => void;
}

/**
 * Pays one installment, fully or in part (spec §2 Payment plan, §5 'Monto inválido'). The amount starts as what
 * the installment still owes; more than that is refused here with the API's own words.
 */
export function PagarCuotaModal({ cuota, mora = 0, pagar, alCerrar, alPagar }: Props) {
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
          { monto: campos.monto as number, fecha: (campos.fecha ?? dayjs(hoy)).format(FORMATO_FECHA) },
          clave,
        )
      }
      exito={MENSAJES_PRESTAMOS.pagoAplicado}
      // A call that never reached the server says 'Error de red' (the platform's message for it).
      error={MENSAJES_PRESTAMOS.errorPago}
      alCerrar={alCerrar}
      alGuardar={alPagar}
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
          {
            validator: async (_regla, valor: unknown) => {
              const error = validarMontoPago(valor, MENSAJES.montoInvalido);
              if (error) throw new Error(error);
              if ((valor as number) > debido) throw new Error(MENSAJES_PRESTAMOS.montoSuperaCuota);
            },
          },
        ]}
      >
        <InputNumber<number>
          min={0}
          step={LIMITES.montoPaso}
          formatter={formatearMontoEntrada}
          parser={leerMontoEntrada}
          inputMode="numeric"
          autoFocus
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Fecha del pago" name="fecha">
        <DatePicker
          format={FORMATO_FECHA_VISIBLE}
          allowClear={false}
          disabledDate={(fecha) => fecha.format(FORMATO_FECHA) > hoy}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormularioModal>
  );
}
