import { Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  MENSAJES,
  MENSAJES_TRANSFERENCIA_OFICINAS,
  hoyBogota,
  validarMontoPago,
  type ReferenciaOficina,
  type TransferenciaOficinas,
} from '@cartera/dominio';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import { clienteApi, reglaDe } from '@cartera/plataforma';

interface Campos {
  origen: string;
  destino: string;
  monto: number;
  fecha: Dayjs;
  concepto: string;
}

/**
 * 'Transferir a otra oficina' (admin, or a gerente of both offices): cash leaves this office's box for another's. The
 * API books it in both offices' books through the reciprocal accounts (docs/decisiones/libros-por-oficina.md); the
 * office that receives is never the one that sends, in the same words as the API.
 */
export function TransferirOficinaModal({
  oficinas,
  origen,
  ...cierre
}: { oficinas: readonly ReferenciaOficina[]; origen: string | null } & CierreModal) {
  const [form] = Form.useForm<Campos>();
  const elegida = Form.useWatch('origen', form);
  const opciones = oficinas.map((o) => ({ value: o._id, label: o.nombre }));
  return (
    <FormularioModal<Campos, TransferenciaOficinas>
      titulo="Transferir a otra oficina"
      nombre="transferencia-oficinas"
      textoAceptar="Transferir"
      form={form}
      valoresIniciales={{ origen: origen ?? oficinas[0]?._id, fecha: dayjs(hoyBogota()) }}
      enviar={(campos, clave) =>
        clienteApi.post('/api/caja/transferencias-oficinas', {
          cuerpo: {
            origen: campos.origen,
            destino: campos.destino,
            monto: campos.monto,
            fecha: campos.fecha.format('YYYY-MM-DD'),
            concepto: campos.concepto.trim(),
          },
          clave,
        })
      }
      exito="Efectivo enviado a la otra oficina"
      error="Error al transferir entre oficinas"
      {...cierre}
      encabezado={
        <Typography.Paragraph>
          El efectivo sale de la caja de una oficina y entra a la de otra: cada una lo asienta en sus libros, y el
          consolidado no cambia.
        </Typography.Paragraph>
      }
    >
      <CamposFormulario
        campos={[
          campo.seleccion('origen', 'Oficina que envía', opciones, { obligatorio: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada }),
          campo.seleccion('destino', 'Oficina que recibe', opciones.filter((o) => o.value !== elegida), {
            dependencies: ['origen'],
            obligatorio: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada,
            rules: [
              reglaDe<string | undefined>((destino) =>
                destino !== undefined && destino === form.getFieldValue('origen')
                  ? MENSAJES_TRANSFERENCIA_OFICINAS.mismaOficina
                  : null,
              ),
            ],
          }),
          campo.monto('monto', 'Monto', { rules: [reglaDe((valor) => validarMontoPago(valor, MENSAJES.montoInvalido))] }),
          campo.fecha('fecha', 'Fecha', { obligatorio: MENSAJES.fechaObligatoria }),
          campo.texto('concepto', 'Concepto', { obligatorio: MENSAJES_TRANSFERENCIA_OFICINAS.conceptoInvalido, max: 200 }),
        ]}
      />
    </FormularioModal>
  );
}
