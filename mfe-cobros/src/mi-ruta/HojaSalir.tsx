// «Salir» with writes not sent yet: send them first, or sign out keeping them on this phone for this same user.
import { Dialogo } from './Dialogo';
import { useOcupado } from './useOcupado';

export function HojaSalir({
  cantidad,
  enLinea,
  onEnviarYSalir,
  onSalirConservando,
  onCerrar,
}: {
  cantidad: number;
  enLinea: boolean;
  /** Sends the queue; signs out if it emptied, else the sheet shows what is left. */
  onEnviarYSalir: () => Promise<void>;
  onSalirConservando: () => void;
  onCerrar: () => void;
}) {
  const { ocupado, mientras } = useOcupado();
  return (
    <Dialogo titulo="Tiene pendientes por enviar" onCerrar={onCerrar}>
      <p>
        {cantidad === 1 ? 'Hay 1 registro' : `Hay ${cantidad} registros`} sin enviar. Si sale sin enviarlos,
        quedan guardados sólo para usted en este teléfono y se enviarán cuando vuelva a entrar con su usuario
        y haya señal. Todo lo demás de su ruta se borra del teléfono.
      </p>
      <div className="mr-fila-botones">
        {enLinea && (
          <button
            type="button"
            className="mr-boton"
            disabled={ocupado}
            onClick={() => mientras(onEnviarYSalir)}
          >
            Enviar y salir
          </button>
        )}
        <button type="button" className="mr-boton mr-boton-peligro" onClick={onSalirConservando}>
          Salir y guardarlos
        </button>
      </div>
    </Dialogo>
  );
}
