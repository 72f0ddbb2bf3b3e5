import { Form, Typography } from 'antd';
import {
  MENSAJES_CAJA,
  diferenciaEntrega,
  efectivoInicialEnCaja,
  formatearCOP,
  type EntregaCaja,
} from '@cartera/dominio';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import { clienteApi } from '@cartera/plataforma';
import { CampoMontoCaja } from './CampoMontoCaja';

interface Campos {
  montoRecibido: number;
}

/** The office counts the cash of a handover and confirms it (or corrects the amount); the difference is booked. */
export function ConfirmarEntregaModal({
  entrega,
  alCerrar,
  alGuardar,
}: { entrega: EntregaCaja } & CierreModal) {
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
      <CampoMontoCaja
        name="montoRecibido"
        label="Monto recibido"
        invalido={MENSAJES_CAJA.montoRecibidoInvalido}
        diferencia={diferencia}
        palabras={['Faltante de', 'Sobrante de']}
      />
    </FormularioModal>
  );
}
