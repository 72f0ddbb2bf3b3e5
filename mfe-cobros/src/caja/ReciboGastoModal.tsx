import { Modal, Spin } from 'antd';
import { formatearCOP, type GastoCobrador } from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, useConsulta } from '@cartera/plataforma';

/** 'Ver recibo': the photo of an expense's receipt, as the collector took it. */
export function ReciboGastoModal({ gasto, alCerrar }: { gasto: GastoCobrador; alCerrar: () => void }) {
  const { datos, error, cargando } = useConsulta(
    () => clienteApi.get('/api/caja/gastos/{id}/foto', { ruta: { id: gasto._id } }),
    [gasto._id],
  );
  return (
    <Modal open title={`Recibo: ${gasto.concepto} (${formatearCOP(gasto.monto)})`} footer={null} onCancel={alCerrar}>
      {cargando && <Spin />}
      {error !== null && <ErrorDeCarga error={error} texto="No se pudo cargar la foto del recibo" tipo="warning" />}
      {datos && <img src={datos.foto} alt={`Foto del recibo: ${gasto.concepto}`} style={{ maxWidth: '100%' }} />}
    </Modal>
  );
}
