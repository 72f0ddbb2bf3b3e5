// «Entregar caja» from Mi Ruta: the same handover as the portal's Caja de cobradores (POST /api/caja/entregas, its
// expected amount and its words), without leaving the route. It needs signal: the office counts against what the server
// holds at that moment, so a handover is never queued on the phone.
import { useEffect, useState } from 'react';
import {
  MENSAJES_CAJA,
  diferenciaEntrega,
  formatearCOP,
  validarMontoCaja,
  type CajaCobrador,
} from '@cartera/dominio';
import { miRutaApi } from './conexion';
import { nuevaClave } from './almacen';
import { Dialogo } from './Dialogo';
import { useOcupado } from './useOcupado';

const ENTREGADA = 'Entrega registrada: la oficina la confirmará al contar el efectivo';

/** What the counted cash lacks or exceeds, in the words of the portal's «Entregar caja». */
export function palabrasDiferencia(esperado: number, entregado: number): string | null {
  const diferencia = diferenciaEntrega(esperado, entregado);
  if (diferencia < 0) return `Faltan ${formatearCOP(-diferencia)}`;
  if (diferencia > 0) return `Sobran ${formatearCOP(diferencia)}`;
  return null;
}

export function HojaEntregar({ enLinea, onCerrar }: { enLinea: boolean; onCerrar: () => void }) {
  const [caja, setCaja] = useState<CajaCobrador | null>(null);
  const [monto, setMonto] = useState('');
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [entregada, setEntregada] = useState(false);
  // One key for this opening: a retry after a lost answer hands over once.
  const [clave] = useState(nuevaClave);
  const { ocupado, mientras } = useOcupado();

  useEffect(() => {
    if (!enLinea) return undefined;
    let vigente = true;
    miRutaApi.get('/api/caja/cobradores').then(
      ([propia]) => {
        if (!vigente || !propia) return;
        setCaja(propia);
        setMonto(String(Math.max(0, propia.enPoder)));
      },
      (error: unknown) => {
        if (vigente) setMensaje(error instanceof Error ? error.message : 'No se pudo leer su caja');
      },
    );
    return () => {
      vigente = false;
    };
  }, [enLinea]);

  const valor = monto === '' ? Number.NaN : Number(monto);
  const error = validarMontoCaja(valor, MENSAJES_CAJA.montoEntregadoInvalido);
  const entregar = async () => {
    setMensaje(null);
    try {
      await miRutaApi.post('/api/caja/entregas', { cuerpo: { montoEntregado: valor }, clave });
      setEntregada(true);
    } catch (fallo) {
      setMensaje(fallo instanceof Error ? fallo.message : 'Error al registrar la entrega');
    }
  };

  return (
    <Dialogo titulo="Entregar caja" onCerrar={onCerrar}>
      {!enLinea ? (
        <p className="mr-aviso">Sin señal: la entrega se registra con conexión, cuando la oficina puede contarla.</p>
      ) : entregada ? (
        <p role="status">{ENTREGADA}</p>
      ) : caja?.entregaPendiente ? (
        <p className="mr-nota">
          Su entrega de {formatearCOP(caja.entregaPendiente.montoEntregado)} espera la confirmación de la oficina.
        </p>
      ) : caja ? (
        <div className="mr-campos">
          <p className="mr-nota">
            Cobros {formatearCOP(caja.cobros)} − gastos {formatearCOP(caja.gastos)} ={' '}
            <strong aria-label="Esperado">{formatearCOP(caja.enPoder)}</strong> esperados.
          </p>
          <label>
            Monto entregado
            <input
              inputMode="numeric"
              value={monto}
              onChange={(evento) => setMonto(evento.target.value.replace(/\D/g, ''))}
            />
          </label>
          {!error && palabrasDiferencia(caja.enPoder, valor) && (
            <p className="mr-nota">{palabrasDiferencia(caja.enPoder, valor)}</p>
          )}
          {error && <p className="mr-error">{error}</p>}
          <button
            type="button"
            className="mr-boton mr-ancho"
            disabled={error !== null || ocupado}
            onClick={() => mientras(entregar)}
          >
            Entregar
          </button>
        </div>
      ) : (
        !mensaje && <p className="mr-aviso">Cargando su caja…</p>
      )}
      {mensaje && <p className="mr-error">{mensaje}</p>}
    </Dialogo>
  );
}
