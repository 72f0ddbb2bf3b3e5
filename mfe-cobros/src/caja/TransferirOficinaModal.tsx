import { DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  MENSAJES,
  MENSAJES_TRANSFERENCIA_OFICINAS,
  hoyBogota,
  validarMontoPago,
  type ReferenciaOficina,
  type TransferenciaOficinas,
} from '@cartera/dominio';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
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
  alCerrar,
  alGuardar,
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
      alCerrar={alCerrar}
      alGuardar={alGuardar}
      encabezado={
        <Typography.Paragraph>
          El efectivo sale de la caja de una oficina y entra a la de otra: cada una lo asienta en sus libros, y el
          consolidado no cambia.
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="origen"
        label="Oficina que envía"
        rules={[{ required: true, message: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada }]}
      >
        <Select options={opciones} />
      </Form.Item>
      <Form.Item
        name="destino"
        label="Oficina que recibe"
        dependencies={['origen']}
        rules={[
          { required: true, message: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada },
          reglaDe<string | undefined>((destino) =>
            destino !== undefined && destino === form.getFieldValue('origen')
              ? MENSAJES_TRANSFERENCIA_OFICINAS.mismaOficina
              : null,
          ),
        ]}
      >
        <Select options={opciones.filter((o) => o.value !== elegida)} />
      </Form.Item>
      <Form.Item name="monto" label="Monto" rules={[reglaDe((valor) => validarMontoPago(valor, MENSAJES.montoInvalido))]}>
        <InputNumber min={1} step={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="fecha" label="Fecha" rules={[{ required: true, message: MENSAJES.fechaObligatoria }]}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="concepto"
        label="Concepto"
        rules={[{ required: true, whitespace: true, message: MENSAJES_TRANSFERENCIA_OFICINAS.conceptoInvalido }]}
      >
        <Input maxLength={200} />
      </Form.Item>
    </FormularioModal>
  );
}
