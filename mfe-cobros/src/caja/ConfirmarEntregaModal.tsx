import { Form, Typography } from 'antd';
import {
  MENSAJES_CAJA,
  diferenciaEntrega,
  efectivoInicialEnCaja,
  formatearCOP,
  type EntregaCaja,
} from '@cartera/dominio';
import { FormularioModal, type CierreModal, type PreguntaFormulario } from '@cartera/plataforma/formularios';
import { clienteApi } from '@cartera/plataforma';
import { CampoMontoCaja } from './CampoMontoCaja';
import { MENSAJES_ENTREGA } from './mensajes';

interface Campos {
  montoRecibido: number;
}

/** The question asked in the page before a difference is booked; none when the cash matches. */
function preguntaDiferencia(diferencia: number, cobrador: string): PreguntaFormulario | null {
  if (diferencia < 0) {
    return {
      titulo: 'Entrega con faltante',
      pregunta: MENSAJES_ENTREGA.faltante(-diferencia, cobrador),
      aceptar: 'Confirmar con faltante',
      cancelar: 'Volver',
      peligro: true,
    };
  }
  if (diferencia > 0) {
    return {
      titulo: 'Entrega con sobrante',
      pregunta: MENSAJES_ENTREGA.sobrante(diferencia, cobrador),
      aceptar: 'Confirmar con sobrante',
      cancelar: 'Volver',
    };
  }
  return null;
}

/**
 * The office counts the cash of a handover and confirms it (or corrects the amount); a shortage or a surplus is asked
 * in the page before it is booked, and the toast says which one was booked.
 */
export function ConfirmarEntregaModal({
  entrega,
  ...cierre
}: { entrega: EntregaCaja } & CierreModal) {
  const [form] = Form.useForm<Campos>();
  const recibido = Form.useWatch('montoRecibido', form);
  const diferencia = typeof recibido === 'number' ? diferenciaEntrega(entrega.esperado, recibido) : 0;
  const cobrador = entrega.cobrador.nombre;
  // El efectivo con que la caja del cobrador abrió en una importación, si esta entrega lo tomó.
  const inicial = efectivoInicialEnCaja({ total: entrega.esperado, cobros: entrega.cobros, gastos: entrega.gastos });
  return (
    <FormularioModal<Campos, EntregaCaja>
      titulo={`Confirmar entrega de ${cobrador}`}
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
      confirmacion={(campos) => preguntaDiferencia(diferenciaEntrega(entrega.esperado, campos.montoRecibido), cobrador)}
      exito={(confirmada) => MENSAJES_ENTREGA.confirmada(confirmada.diferencia, cobrador)}
      error="Error al confirmar la entrega"
      {...cierre}
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
