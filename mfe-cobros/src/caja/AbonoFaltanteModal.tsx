import { Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  MENSAJES,
  MENSAJES_CAJA,
  errorAbonoFaltante,
  errorFechaAbono,
  formatearCOP,
  hoyBogota,
  validarMontoPago,
  type CajaCobrador,
  type EntregaCaja,
} from '@cartera/dominio';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import { clienteApi, reglaDe, useConsulta } from '@cartera/plataforma';

interface Campos {
  monto: number;
  fecha: Dayjs;
}

/**
 * 'Abonar faltante' (admin, gerente): the cash a collector brings to pay back what he owes from short handovers. It
 * books Cr 136530 against the office box (docs/decisiones/caja-de-cobradores.md, «Faltantes que se pagan»); never more
 * than he owes, with the API's own words (`errorAbonoFaltante`, `errorFechaAbono`).
 */
export function AbonoFaltanteModal({
  caja,
  ...cierre
}: { caja: Pick<CajaCobrador, 'cobradorId' | 'nombre' | 'deuda'> } & CierreModal) {
  const [form] = Form.useForm<Campos>();
  const { datos: limites } = useConsulta(() => clienteApi.get('/api/caja/limites-gastos'), []);
  const monto = Form.useWatch('monto', form);
  const queda = typeof monto === 'number' && monto > 0 && monto <= caja.deuda ? caja.deuda - monto : null;
  return (
    <FormularioModal<Campos, EntregaCaja>
      titulo={`Abonar faltante de ${caja.nombre}`}
      nombre="abono-faltante"
      textoAceptar="Registrar abono"
      form={form}
      valoresIniciales={{ monto: caja.deuda, fecha: dayjs(hoyBogota()) }}
      enviar={(campos, clave) =>
        clienteApi.post('/api/caja/cobradores/{id}/abonos-faltante', {
          ruta: { id: caja.cobradorId },
          cuerpo: { monto: campos.monto, fecha: campos.fecha.format('YYYY-MM-DD') },
          clave,
        })
      }
      exito={MENSAJES_CAJA.abonoRegistrado}
      error="Error al registrar el abono"
      {...cierre}
      encabezado={
        <Typography.Paragraph>
          {caja.nombre} debe {formatearCOP(caja.deuda)} de faltantes. El abono entra a la caja de la oficina y rebaja su
          deuda; nunca puede pasarla.
        </Typography.Paragraph>
      }
    >
      <CamposFormulario
        campos={[
          campo.monto('monto', 'Monto del abono', {
            rules: [
              reglaDe((valor) =>
                validarMontoPago(valor, MENSAJES_CAJA.montoAbonoInvalido) ??
                (typeof valor === 'number' ? errorAbonoFaltante(valor, caja.deuda) : null),
              ),
            ],
          }),
          campo.fecha('fecha', 'Fecha', {
            obligatorio: MENSAJES.fechaObligatoria,
            rules: [
              reglaDe<Dayjs | null>((fecha) =>
                fecha && limites ? errorFechaAbono(fecha.format('YYYY-MM-DD'), hoyBogota(), limites.diasAtras) : null,
              ),
            ],
          }),
        ]}
      />
      {queda !== null && (
        <Typography.Paragraph type="secondary" aria-label="Lo que queda debiendo">
          Queda debiendo {formatearCOP(queda)}
        </Typography.Paragraph>
      )}
    </FormularioModal>
  );
}
