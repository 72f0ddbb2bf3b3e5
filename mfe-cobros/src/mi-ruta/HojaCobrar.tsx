// Collecting: the amount on a keypad (today's due amount proposed), then a confirmation.
import { useState } from 'react';
import {
  ETIQUETAS_TIPO_CUENTA_PAGO,
  LIMITES_PAGOS,
  formatearCOP,
  validarMontoCobro,
  type CuentaPago,
  type ParadaMiRuta,
  type PrestamoMiRuta,
} from '@cartera/dominio';
import { ErrorFoto, MENSAJE_IMAGEN_ILEGIBLE, optimizarFoto } from '@cartera/plataforma/foto';
import { Dialogo } from './Dialogo';
import { ElegirPrestamo, debido } from './ElegirPrestamo';
import { teclear } from './texto';
import { useOcupado } from './useOcupado';

const TECLAS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '000', '0', 'borrar'];

/**
 * A transfer the client shows on his phone: the account it arrived to, its reference and, if the collector took one,
 * a photo of the proof (a small JPEG made on the phone; it waits in the queue with the rest when there is no signal).
 */
export interface TransferenciaMiRuta {
  cuenta: string;
  referencia: string;
  foto?: string;
}

export function HojaCobrar({
  parada,
  cuentas = [],
  onCerrar,
  onConfirmar,
}: {
  parada: ParadaMiRuta;
  /** The organisation's active payment accounts; without any, only cash. */
  cuentas?: readonly CuentaPago[];
  onCerrar: () => void;
  onConfirmar: (prestamo: PrestamoMiRuta, monto: number, transferencia: TransferenciaMiRuta | null) => Promise<void>;
}) {
  const abiertos = parada.prestamos.filter((p) => p.saldoPendiente > 0);
  const [prestamo, setPrestamo] = useState(abiertos[0]!);
  const [monto, setMonto] = useState(() => String(debido(abiertos[0]!) || ''));
  // Today's due is proposed; the first key typed replaces it (typing 5 after $ 3.974 gives $ 5).
  const [propuesto, setPropuesto] = useState(true);
  const [confirmando, setConfirmando] = useState(false);
  const { ocupado, mientras } = useOcupado();
  const [porTransferencia, setPorTransferencia] = useState(false);
  const [cuenta, setCuenta] = useState(cuentas[0]?._id ?? '');
  const [referencia, setReferencia] = useState('');
  const [foto, setFoto] = useState<string | null>(null);
  const [errorFoto, setErrorFoto] = useState<string | null>(null);
  const elegirFoto = async (archivo: File | undefined) => {
    if (!archivo) return;
    try {
      setFoto(await optimizarFoto(archivo));
      setErrorFoto(null);
    } catch (e) {
      setFoto(null);
      setErrorFoto(e instanceof ErrorFoto ? e.message : MENSAJE_IMAGEN_ILEGIBLE);
    }
  };
  const valor = Number(monto || '0');
  // The limit is the API's (validarMontoCobro: balance plus late interest), so what is proposed is what it accepts.
  const error =
    valor <= 0
      ? 'Escriba el valor recibido'
      : (validarMontoCobro(valor, prestamo) ??
        (porTransferencia && !referencia.trim() ? 'Escriba la referencia de la transferencia' : null));
  return (
    <Dialogo titulo={`Cobrar a ${parada.cliente.nombre}`} onCerrar={onCerrar}>
      <ElegirPrestamo
        prestamos={abiertos}
        elegido={prestamo}
        onElegir={(p) => {
          setPrestamo(p);
          setMonto(String(debido(p) || ''));
          setPropuesto(true);
          setConfirmando(false);
        }}
      />
      <p className="mr-nota">
        Debe hoy <span className="mr-dinero">{formatearCOP(debido(prestamo))}</span> · saldo{' '}
        <span className="mr-dinero">{formatearCOP(prestamo.saldoPendiente)}</span>
      </p>
      <output
        className="mr-monto mr-dinero"
        aria-live="polite"
        aria-label="Valor a cobrar"
        data-prueba="monto"
      >
        {formatearCOP(valor)}
      </output>
      {!confirmando ? (
        <>
          {cuentas.length > 0 && (
            <div className="mr-fila-botones" role="group" aria-label="Medio">
              <button type="button" className={`mr-boton${porTransferencia ? ' mr-boton-sec' : ''}`} aria-pressed={!porTransferencia} onClick={() => setPorTransferencia(false)}>
                Efectivo
              </button>
              <button type="button" className={`mr-boton${porTransferencia ? '' : ' mr-boton-sec'}`} aria-pressed={porTransferencia} onClick={() => setPorTransferencia(true)}>
                Transferencia
              </button>
            </div>
          )}
          {porTransferencia && (
            <>
              <label className="mr-nota">
                Cuenta{' '}
                <select value={cuenta} onChange={(e) => setCuenta(e.target.value)}>
                  {cuentas.map((c) => (
                    <option key={c._id} value={c._id}>
                      {ETIQUETAS_TIPO_CUENTA_PAGO[c.tipo]} · {c.nombre}
                    </option>
                  ))}
                </select>
              </label>
              <label className="mr-nota">
                Referencia{' '}
                <input value={referencia} maxLength={LIMITES_PAGOS.referenciaMaxima} onChange={(e) => setReferencia(e.target.value)} />
              </label>
              <label className="mr-nota">
                Foto del comprobante (opcional){' '}
                <input type="file" accept="image/*" capture="environment" onChange={(e) => void elegirFoto(e.target.files?.[0])} />
                {foto && <span> · Foto lista</span>}
              </label>
              {errorFoto && <p className="mr-error">{errorFoto}</p>}
            </>
          )}
          <div className="mr-teclado">
            {TECLAS.map((t) => (
              <button
                key={t}
                type="button"
                className="mr-tecla"
                aria-label={t === 'borrar' ? 'Borrar' : t}
                onClick={() => {
                  setMonto((m) => teclear(m, t, propuesto));
                  setPropuesto(false);
                }}
              >
                {t === 'borrar' ? '⌫' : t}
              </button>
            ))}
          </div>
          {error && <p className="mr-error">{error}</p>}
          <button
            type="button"
            className="mr-boton mr-ancho"
            disabled={error !== null}
            onClick={() => setConfirmando(true)}
          >
            Continuar
          </button>
        </>
      ) : (
        <>
          <p>
            ¿Confirma {porTransferencia ? 'la transferencia' : 'el cobro'} de{' '}
            <strong className="mr-dinero">{formatearCOP(valor)}</strong> al préstamo #{prestamo.numero}?
          </p>
          <div className="mr-fila-botones">
            <button type="button" className="mr-boton mr-boton-sec" onClick={() => setConfirmando(false)}>
              Corregir
            </button>
            <button
              type="button"
              className="mr-boton"
              disabled={ocupado}
              onClick={() => {
                const transferencia = porTransferencia
                  ? { cuenta, referencia: referencia.trim(), ...(foto ? { foto } : {}) }
                  : null;
                mientras(() => onConfirmar(prestamo, valor, transferencia));
              }}
            >
              Confirmar cobro
            </button>
          </div>
        </>
      )}
    </Dialogo>
  );
}
