import { Alert, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { condonadoEnLiquidacion, formatearCOP, hoyBogota } from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { FORMATO_FECHA, FORMATO_FECHA_VISIBLE } from '../prestamos/entradas';
import { CONFIRMACIONES_LIBRO, MENSAJES_LIBRO } from '../prestamos/mensajes';
import type { LibroPrestamo, Prestamo, ResultadoOperacionPrestamo } from '@cartera/dominio';
import { prestamosApi } from '../prestamos/prestamos.api';
import { CampoMontoLibro, CampoMotivo } from './CampoMotivo';
import { ResumenOperacion } from './ResumenOperacion';

interface Campos {
  montoRecibido?: number | null;
  motivo?: string;
  fecha?: Dayjs | null;
}

/** The loan, with the journal's figures when the screen has them (GET /prestamos/:id). */
type PrestamoConLibro = Prestamo & { libro?: LibroPrestamo };

interface Props {
  prestamo: PrestamoConLibro;
  alCerrar: () => void;
  alLiquidar: (resultado: ResultadoOperacionPrestamo) => void;
}

/** The balance the journal says is owed; the loan's own field when the answer has no `libro`. */
export function saldoDelLibro(prestamo: PrestamoConLibro): number {
  return prestamo.libro?.saldoPendiente ?? prestamo.saldoPendiente;
}

/**
 * 'Liquidar préstamo' (early payoff, docs/libro.md): the amount received starts as the whole balance; what is not
 * received is forgiven in the same act, and the modal says how much before the user confirms.
 */
export function LiquidarModal({ prestamo, alCerrar, alLiquidar }: Props) {
  const [form] = Form.useForm<Campos>();
  const saldo = saldoDelLibro(prestamo);
  const hoy = hoyBogota();
  const recibido = Form.useWatch('montoRecibido', form);
  const condonado = condonadoEnLiquidacion(saldo, typeof recibido === 'number' ? recibido : 0);

  return (
    <FormularioModal<Campos, ResultadoOperacionPrestamo>
      form={form}
      titulo="Liquidar préstamo"
      nombre="liquidar"
      textoAceptar="Liquidar"
      valoresIniciales={{ montoRecibido: saldo, fecha: dayjs(hoy) }}
      confirmacion={(campos) =>
        CONFIRMACIONES_LIBRO.liquidar(
          prestamo.cliente.nombre,
          formatearCOP(campos.montoRecibido as number),
          formatearCOP(condonadoEnLiquidacion(saldo, campos.montoRecibido as number)),
        )
      }
      enviar={(campos, clave) =>
        prestamosApi.liquidar(
          prestamo._id,
          {
            montoRecibido: campos.montoRecibido as number,
            motivo: (campos.motivo ?? '').trim(),
            fecha: (campos.fecha ?? dayjs(hoy)).format(FORMATO_FECHA),
          },
          clave,
        )
      }
      exito={(r) => r.mensaje || MENSAJES_LIBRO.liquidado}
      error={MENSAJES_LIBRO.errorLiquidar}
      alCerrar={alCerrar}
      alGuardar={alLiquidar}
      encabezado={
        <ResumenOperacion
          items={[
            { key: 'cliente', label: 'Cliente', children: prestamo.cliente.nombre },
            { key: 'saldo', label: 'Saldo pendiente', children: formatearCOP(saldo) },
          ]}
        />
      }
    >
      <CampoMontoLibro
        etiqueta="Monto recibido"
        nombre="montoRecibido"
        maximo={saldo}
        mensajeMayor={MENSAJES_LIBRO.montoRecibidoMayor}
      />
      <Alert
        type={condonado > 0 ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        role="status"
        title={
          condonado > 0 ? MENSAJES_LIBRO.seCondonaran(formatearCOP(condonado)) : MENSAJES_LIBRO.sinCondonacion
        }
      />
      <CampoMotivo />
      <Form.Item label="Fecha" name="fecha">
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
