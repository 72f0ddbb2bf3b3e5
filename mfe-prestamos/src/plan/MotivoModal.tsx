import type { ReactNode } from 'react';
import { Alert } from 'antd';
import type { DatosMotivo } from '@cartera/dominio';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import type { ResultadoOperacionPrestamo } from '@cartera/dominio';
import { CampoMotivo } from './CampoMotivo';

interface Props extends CierreModal<ResultadoOperacionPrestamo> {
  titulo: string;
  textoAceptar: string;
  /** What the operation does, above the reason. */
  explicacion: ReactNode;
  /** The question asked in the page before sending. */
  confirmacion: string;
  peligro?: boolean;
  enviar: (datos: DatosMotivo, clave: string) => Promise<ResultadoOperacionPrestamo>;
  /** The toast when the API sends no message. */
  exito: string;
  error: string;
}

/** An operation that only needs a reason: Castigar, Anular, Rechazar una solicitud. */
export function MotivoModal({
  titulo,
  textoAceptar,
  explicacion,
  confirmacion,
  peligro = false,
  enviar,
  exito,
  error,
  ...cierre
}: Props) {
  return (
    <FormularioModal<{ motivo?: string }, ResultadoOperacionPrestamo>
      titulo={titulo}
      nombre="motivo-operacion"
      textoAceptar={textoAceptar}
      peligro={peligro}
      confirmacion={() => confirmacion}
      enviar={(campos, clave) => enviar({ motivo: (campos.motivo ?? '').trim() }, clave)}
      exito={(r) => r.mensaje || exito}
      error={error}
      {...cierre}
      encabezado={
        <Alert
          type={peligro ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={explicacion}
        />
      }
    >
      <CampoMotivo />
    </FormularioModal>
  );
}
