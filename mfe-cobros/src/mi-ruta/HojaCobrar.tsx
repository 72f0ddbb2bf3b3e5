// Collecting: the amount on a keypad (today's due amount proposed), then a confirmation.
import { useState } from 'react';
import { formatearCOP, validarMontoCobro, type ParadaMiRuta, type PrestamoMiRuta } from '@cartera/dominio';
import { Dialogo } from './Dialogo';
import { ElegirPrestamo, debido } from './ElegirPrestamo';
import { teclear } from './texto';

const TECLAS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '000', '0', 'borrar'];

export function HojaCobrar({
  parada,
  onCerrar,
  onConfirmar,
}: {
  parada: ParadaMiRuta;
  onCerrar: () => void;
  onConfirmar: (prestamo: PrestamoMiRuta, monto: number) => Promise<void>;
}) {
  const abiertos = parada.prestamos.filter((p) => p.saldoPendiente > 0);
  const [prestamo, setPrestamo] = useState(abiertos[0]!);
  const [monto, setMonto] = useState(() => String(debido(abiertos[0]!) || ''));
  const [confirmando, setConfirmando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const valor = Number(monto || '0');
  // The limit is the API's (validarMontoCobro: balance plus late interest), so what is proposed is what it accepts.
  const error = valor <= 0 ? 'Escriba el valor recibido' : validarMontoCobro(valor, prestamo);
  return (
    <Dialogo titulo={`Cobrar a ${parada.cliente.nombre}`} onCerrar={onCerrar}>
      <ElegirPrestamo
        prestamos={abiertos}
        elegido={prestamo}
        onElegir={(p) => {
          setPrestamo(p);
          setMonto(String(debido(p) || ''));
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
          <div className="mr-teclado">
            {TECLAS.map((t) => (
              <button
                key={t}
                type="button"
                className="mr-tecla"
                aria-label={t === 'borrar' ? 'Borrar' : t}
                onClick={() => setMonto((m) => teclear(m, t))}
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
            ¿Confirma el cobro de <strong className="mr-dinero">{formatearCOP(valor)}</strong> al préstamo #
            {prestamo.numero}?
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
                setOcupado(true);
                void onConfirmar(prestamo, valor).finally(() => setOcupado(false));
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
