// A visit without payment: what happened (a promise with its date and amount, nobody home, …) and a note.
import { useState } from 'react';
import {
  ETIQUETAS_RESULTADO_GESTION,
  RESULTADOS_GESTION,
  hoyBogota,
  type ParadaMiRuta,
  type PrestamoMiRuta,
  type ResultadoGestion,
} from '@cartera/dominio';
import { Dialogo } from './Dialogo';
import { ElegirPrestamo, debido } from './ElegirPrestamo';

export function HojaVisita({
  parada,
  onCerrar,
  onGuardar,
}: {
  parada: ParadaMiRuta;
  onCerrar: () => void;
  onGuardar: (prestamo: PrestamoMiRuta, cuerpo: Record<string, unknown>) => Promise<void>;
}) {
  const abiertos = parada.prestamos.filter((p) => p.saldoPendiente > 0);
  const [prestamo, setPrestamo] = useState(abiertos[0]!);
  const [resultado, setResultado] = useState<ResultadoGestion | null>(null);
  const [fechaPromesa, setFechaPromesa] = useState(hoyBogota());
  const [montoPromesa, setMontoPromesa] = useState(String(debido(abiertos[0]!) || ''));
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | null>(null);
  const guardar = () => {
    if (!resultado) return setError('Elija qué pasó en la visita');
    const cuerpo: Record<string, unknown> = { resultado, nota: nota.trim() || null };
    if (resultado === 'promesa') {
      const monto = Number(montoPromesa);
      if (!fechaPromesa || fechaPromesa < hoyBogota())
        return setError('La fecha de la promesa no puede ser anterior a hoy');
      if (!Number.isInteger(monto) || monto <= 0) return setError('Indique cuánto promete pagar el cliente');
      Object.assign(cuerpo, { fechaPromesa, montoPromesa: monto });
    }
    if (resultado === 'otro' && !nota.trim()) return setError('Describa qué pasó en la visita');
    void onGuardar(prestamo, cuerpo);
  };
  return (
    <Dialogo titulo={`Visita a ${parada.cliente.nombre}`} onCerrar={onCerrar}>
      <ElegirPrestamo prestamos={abiertos} elegido={prestamo} onElegir={setPrestamo} />
      <fieldset className="mr-opciones">
        <legend>¿Qué pasó?</legend>
        {RESULTADOS_GESTION.map((r) => (
          <label key={r} className="mr-opcion">
            <input
              type="radio"
              name="resultado"
              value={r}
              checked={resultado === r}
              onChange={() => setResultado(r)}
            />
            {ETIQUETAS_RESULTADO_GESTION[r]}
          </label>
        ))}
      </fieldset>
      {resultado === 'promesa' && (
        <div className="mr-campos">
          <label>
            Fecha prometida
            <input
              type="date"
              value={fechaPromesa}
              min={hoyBogota()}
              onChange={(e) => setFechaPromesa(e.target.value)}
            />
          </label>
          <label>
            Valor prometido
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              value={montoPromesa}
              onChange={(e) => setMontoPromesa(e.target.value.replace(/\D/g, '').slice(0, 12))}
            />
          </label>
        </div>
      )}
      <div className="mr-campos">
        <label>
          Nota{resultado === 'otro' ? '' : ' (opcional)'}
          <textarea value={nota} maxLength={500} rows={2} onChange={(e) => setNota(e.target.value)} />
        </label>
      </div>
      {error && <p className="mr-error">{error}</p>}
      <button type="button" className="mr-boton mr-ancho" onClick={guardar}>
        Guardar visita
      </button>
    </Dialogo>
  );
}
