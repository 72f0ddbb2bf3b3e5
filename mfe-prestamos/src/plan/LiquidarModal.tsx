import { Alert, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { condonadoEnLiquidacion, formatearCOP, hoyBogota } from '@cartera/dominio';
import { clienteApi, requerido } from '@cartera/plataforma';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import { FORMATO_FECHA } from '../prestamos/entradas';
import { FechaHastaHoy } from '../prestamos/FechaHastaHoy';
import { CONFIRMACIONES_LIBRO, MENSAJES_LIBRO } from '../prestamos/mensajes';
import type { LibroPrestamo, MoraPrestamo, Prestamo, ResultadoOperacionPrestamo } from '@cartera/dominio';
import { resultadoOperacion } from '../prestamos/resultadoOperacion';
import { CampoMontoLibro, CampoMotivo } from './CampoMotivo';
import { ResumenOperacion } from './ResumenOperacion';

interface Campos {
  montoRecibido?: number | null;
  motivo?: string;
  fecha?: Dayjs | null;
}

/** The loan, with the journal's figures and its late interest when the screen has them (GET /prestamos/:id). */
export type PrestamoConLibro = Prestamo & { libro?: LibroPrestamo; mora?: MoraPrestamo };

interface Props extends CierreModal<ResultadoOperacionPrestamo> {
  prestamo: PrestamoConLibro;
}

/**
 * Lo que se debe: el saldo de las cuotas según el libro (el campo del préstamo si la respuesta no trae `libro`) más el
 * interés de mora pendiente, que se cobra y se condona primero (docs/decisiones/interes-de-mora.md).
 */
export function saldoDelLibro(prestamo: PrestamoConLibro): number {
  return (prestamo.libro?.saldoPendiente ?? prestamo.saldoPendiente) + (prestamo.mora?.pendiente ?? 0);
}

/** Las líneas del resumen con lo que se debe: con mora pendiente, la mora y el total; sin ella, el saldo. */
export function lineasSaldo(prestamo: PrestamoConLibro) {
  const mora = prestamo.mora?.pendiente ?? 0;
  const saldo = formatearCOP(saldoDelLibro(prestamo));
  return mora > 0
    ? [
        { key: 'mora', label: 'Interés de mora (va primero)', children: formatearCOP(mora) },
        { key: 'saldo', label: 'Total que se debe', children: saldo },
      ]
    : [{ key: 'saldo', label: 'Saldo pendiente', children: saldo }];
}

/**
 * 'Liquidar préstamo' (early payoff, docs/libro.md): the amount received starts as the whole balance; what is not
 * received is forgiven in the same act, and the modal says how much before the user confirms.
 */
export function LiquidarModal({ prestamo, ...cierre }: Props) {
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
          formatearCOP(requerido(campos.montoRecibido, 'montoRecibido')),
          formatearCOP(condonadoEnLiquidacion(saldo, requerido(campos.montoRecibido, 'montoRecibido'))),
        )
      }
      enviar={async (campos, clave) =>
        resultadoOperacion(
          await clienteApi.conSobre.post('/api/prestamos/{id}/liquidar', {
            ruta: { id: prestamo._id },
            cuerpo: {
              montoRecibido: requerido(campos.montoRecibido, 'montoRecibido'),
              motivo: (campos.motivo ?? '').trim(),
              fecha: (campos.fecha ?? dayjs(hoy)).format(FORMATO_FECHA),
            },
            clave,
          }),
        )
      }
      exito={(r) => r.mensaje || MENSAJES_LIBRO.liquidado}
      error={MENSAJES_LIBRO.errorLiquidar}
      {...cierre}
      encabezado={
        <ResumenOperacion
          items={[
            { key: 'cliente', label: 'Cliente', children: prestamo.cliente.nombre },
            ...lineasSaldo(prestamo),
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
        <FechaHastaHoy hoy={hoy} />
      </Form.Item>
    </FormularioModal>
  );
}
