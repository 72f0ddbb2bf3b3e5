// The receipt of a cobro, to share with the client (WhatsApp, SMS, the phone's share sheet) or open as the office's PDF.
import { useState } from 'react';
import { descargar } from './conexion';
import { Dialogo } from './Dialogo';
import { enlaceSms, enlaceWhatsApp, textoRecibo, type DatosRecibo } from './texto';

export function HojaRecibo({
  recibo,
  telefono,
  cobroId,
  onCerrar,
}: {
  recibo: DatosRecibo;
  telefono: string;
  cobroId: string | null;
  onCerrar: () => void;
}) {
  const texto = textoRecibo(recibo);
  const [error, setError] = useState<string | null>(null);
  const abrirPdf = async () => {
    try {
      window.open(URL.createObjectURL(await descargar(`notificaciones/recibos/${cobroId}/pdf`)), '_blank');
    } catch {
      setError('No se pudo abrir el recibo PDF');
    }
  };
  return (
    <Dialogo
      titulo={recibo.porConfirmar ? 'Transferencia por confirmar' : recibo.enviado ? 'Cobro registrado' : 'Cobro guardado sin señal'}
      onCerrar={onCerrar}
    >
      <pre className="mr-recibo" data-prueba="recibo">
        {texto}
      </pre>
      <div className="mr-fila-botones">
        <a className="mr-boton" href={enlaceWhatsApp(telefono, texto)} target="_blank" rel="noreferrer">
          Enviar por WhatsApp
        </a>
        <a className="mr-boton mr-boton-sec" href={enlaceSms(telefono, texto)}>
          Enviar por SMS
        </a>
        {'share' in navigator && (
          <button
            type="button"
            className="mr-boton mr-boton-sec"
            onClick={() =>
              void navigator.share({ title: 'Recibo de pago', text: texto }).catch(() => undefined)
            }
          >
            Compartir
          </button>
        )}
        {cobroId && (
          <button type="button" className="mr-boton mr-boton-sec" onClick={() => void abrirPdf()}>
            Recibo PDF
          </button>
        )}
      </div>
      {error && <p className="mr-error">{error}</p>}
    </Dialogo>
  );
}
