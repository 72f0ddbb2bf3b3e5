import { Typography } from 'antd';
import { ETIQUETAS_CATEGORIA_GASTO, MENSAJES_CAJA, formatearCOP, type GastoCobrador } from '@cartera/dominio';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import { clienteApi } from '@cartera/plataforma';

/** The office rejects a collector's expense with a reason: the collector must then hand that money over. */
export function RechazarGastoModal({ gasto, ...cierre }: { gasto: GastoCobrador } & CierreModal) {
  return (
    <FormularioModal<{ motivo: string }>
      titulo="Rechazar gasto"
      nombre="rechazar-gasto"
      textoAceptar="Rechazar"
      peligro
      enviar={(campos, clave) =>
        clienteApi.patch('/api/caja/gastos/{id}/rechazar', {
          ruta: { id: gasto._id },
          cuerpo: { motivo: campos.motivo },
          clave,
        })
      }
      exito="Gasto rechazado"
      error="Error al rechazar el gasto"
      {...cierre}
      encabezado={
        <Typography.Paragraph>
          {ETIQUETAS_CATEGORIA_GASTO[gasto.categoria]} de {formatearCOP(gasto.monto)} de {gasto.cobrador.nombre}:{' '}
          {gasto.concepto}
        </Typography.Paragraph>
      }
    >
      <CamposFormulario campos={[campo.texto('motivo', 'Motivo', { obligatorio: MENSAJES_CAJA.motivoObligatorio, max: 300 })]} />
    </FormularioModal>
  );
}
