import { Form, InputNumber, Typography } from 'antd';
import {
  MENSAJES_CAJA,
  diferenciaEntrega,
  efectivoInicialEnCaja,
  formatearCOP,
  validarMontoCaja,
  type EntregaCaja,
} from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { clienteApi, reglaDe } from '@cartera/plataforma';

interface Campos {
  montoRecibido: number;
}

/** The office counts the cash of a handover and confirms it (or corrects the amount); the difference is booked. */
export function ConfirmarEntregaModal({
  entrega,
  alCerrar,
  alGuardar,
}: {
  entrega: EntregaCaja;
  alCerrar: () => void;
  alGuardar: () => void;
}) {
  const [form] = Form.useForm<Campos>();
  const recibido = Form.useWatch('montoRecibido', form);
  const diferencia = typeof recibido === 'number' ? diferenciaEntrega(entrega.esperado, recibido) : 0;
  // El efectivo con que la caja del cobrador abrió en una importación, si esta entrega lo tomó.
  const inicial = efectivoInicialEnCaja({ total: entrega.esperado, cobros: entrega.cobros, gastos: entrega.gastos });
  return (
    <FormularioModal<Campos>
      titulo={`Confirmar entrega de ${entrega.cobrador.nombre}`}
      nombre="confirmar-entrega"
      textoAceptar="Confirmar"
      form={form}
      valoresIniciales={{ montoRecibido: entrega.montoEntregado }}
      enviar={(campos, clave) =>
        clienteApi.patch('/api/caja/entregas/{id}/confirmar', {
          ruta: { id: entrega._id },
          cuerpo: { montoRecibido: campos.montoRecibido },
          clave,
        })
      }
      confirmacion={() =>
        diferencia < 0
          ? `Se registrará un faltante de ${formatearCOP(-diferencia)} a cargo de ${entrega.cobrador.nombre}. ¿Confirmar?`
          : null
      }
      exito="Entrega confirmada"
      error="Error al confirmar la entrega"
      alCerrar={alCerrar}
      alGuardar={alGuardar}
      encabezado={
        <Typography.Paragraph>
          Esperado {formatearCOP(entrega.esperado)} (cobros {formatearCOP(entrega.cobros)}
          {inicial > 0 ? ` + efectivo inicial ${formatearCOP(inicial)}` : ''} − gastos {formatearCOP(entrega.gastos)}). El cobrador dijo entregar {formatearCOP(entrega.montoEntregado)}.
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="montoRecibido"
        label="Monto recibido"
        rules={[reglaDe((valor) => validarMontoCaja(valor, MENSAJES_CAJA.montoRecibidoInvalido))]}
      >
        <InputNumber min={0} step={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {diferencia !== 0 && (
        <Typography.Paragraph type={diferencia < 0 ? 'danger' : 'warning'}>
          {diferencia < 0 ? `Faltante de ${formatearCOP(-diferencia)}` : `Sobrante de ${formatearCOP(diferencia)}`}
        </Typography.Paragraph>
      )}
    </FormularioModal>
  );
}
