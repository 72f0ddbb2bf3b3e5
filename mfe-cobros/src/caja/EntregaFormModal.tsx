import { Form, Typography } from 'antd';
import {
  MENSAJES_CAJA,
  diferenciaEntrega,
  efectivoInicialEnCaja,
  formatearCOP,
  type CajaCobrador,
} from '@cartera/dominio';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import { clienteApi } from '@cartera/plataforma';
import { CampoMontoCaja } from './CampoMontoCaja';

interface Campos {
  montoEntregado: number;
  observaciones?: string;
}

/** 'Entregar caja': the collector counts the cash and says how much they hand over; the office confirms later. */
export function EntregaFormModal({ caja, ...cierre }: { caja: CajaCobrador } & CierreModal) {
  const [form] = Form.useForm<Campos>();
  const entregado = Form.useWatch('montoEntregado', form);
  const diferencia = typeof entregado === 'number' ? diferenciaEntrega(caja.enPoder, entregado) : 0;
  // El efectivo con que su caja abrió en una importación, mientras no lo entregue.
  const inicial = efectivoInicialEnCaja({ total: caja.enPoder, cobros: caja.cobros, gastos: caja.gastos });
  return (
    <FormularioModal<Campos>
      titulo="Entregar caja"
      nombre="entrega-caja"
      textoAceptar="Entregar"
      form={form}
      valoresIniciales={{ montoEntregado: Math.max(0, caja.enPoder) }}
      enviar={(campos, clave) =>
        clienteApi.post('/api/caja/entregas', {
          cuerpo: { montoEntregado: campos.montoEntregado, observaciones: campos.observaciones },
          clave,
        })
      }
      exito="Entrega registrada: la oficina la confirmará al contar el efectivo"
      error="Error al registrar la entrega"
      {...cierre}
      encabezado={
        <Typography.Paragraph>
          Cobros {formatearCOP(caja.cobros)}
          {inicial > 0 ? ` + efectivo inicial ${formatearCOP(inicial)}` : ''} − gastos {formatearCOP(caja.gastos)} ={' '}
          <strong aria-label="Esperado">{formatearCOP(caja.enPoder)}</strong> esperados.
        </Typography.Paragraph>
      }
    >
      <CampoMontoCaja
        name="montoEntregado"
        label="Monto entregado"
        invalido={MENSAJES_CAJA.montoEntregadoInvalido}
        diferencia={diferencia}
        palabras={['Faltan', 'Sobran']}
      />
      <CamposFormulario campos={[campo.area('observaciones', 'Observaciones', { max: 500, filas: 2 })]} />
    </FormularioModal>
  );
}
