// The day's stops, drawn a few at a time: the first screenful at once, the rest in later tasks, so a slow phone never
// spends one long task drawing forty cards. A search box above them finds a client by name, address or phone.
import { useEffect, useMemo, useState } from 'react';
import type { MiRutaJson, ParadaMiRuta } from '@cartera/dominio';
import type { Pendiente } from './almacen';
import { TarjetaParada, type AccionParada } from './TarjetaParada';
import { coincideParada } from './texto';

/** Stops drawn per task (about a screenful and a half at 412 × 915). */
const PARADAS_POR_TANDA = 8;

const versionModulo = (): string => process.env.CARTERA_VERSION_MODULO ?? '';

const SIN_PENDIENTES = new Map<string, Pendiente[]>();

export function ListaParadas({
  dia,
  pendientes = SIN_PENDIENTES,
  onAccion,
}: {
  dia: MiRutaJson | null;
  pendientes?: Map<string, Pendiente[]>;
  onAccion?: (tipo: AccionParada, parada: ParadaMiRuta) => void;
}) {
  const [busqueda, setBusqueda] = useState('');
  const paradas = useMemo(
    () => (dia?.paradas ?? []).filter((parada) => coincideParada(parada, busqueda)),
    [dia, busqueda],
  );
  const total = paradas.length;
  const [mostradas, setMostradas] = useState(PARADAS_POR_TANDA);
  useEffect(() => {
    if (mostradas >= total) return undefined;
    const temporizador = window.setTimeout(() => setMostradas((m) => m + PARADAS_POR_TANDA), 0);
    return () => window.clearTimeout(temporizador);
  }, [mostradas, total]);
  return (
    <>
      {dia && dia.paradas.length === 0 && (
        <p className="mr-aviso">Hoy no tiene paradas: no hay préstamos abiertos en su cartera.</p>
      )}
      {dia && dia.paradas.length > 0 && (
        <input
          type="search"
          className="mr-buscar"
          aria-label="Buscar cliente"
          placeholder="Buscar por nombre, cédula o dirección"
          value={busqueda}
          onChange={(e) => setBusqueda(e.target.value)}
        />
      )}
      {dia && dia.paradas.length > 0 && total === 0 && (
        <p className="mr-aviso" role="status">
          Ningún cliente de hoy coincide con «{busqueda.trim()}».
        </p>
      )}
      <ol className="mr-paradas">
        {paradas.slice(0, mostradas).map((parada) => (
          <TarjetaParada
            key={parada.cliente._id}
            parada={parada}
            pendientes={pendientes}
            onAccion={onAccion}
          />
        ))}
      </ol>
      {/* Only under all the stops: shown before them, the cards arriving would push it down (a layout shift). */}
      {dia && mostradas >= total && (
        <footer className="mr-pie">
          Cartera · Mi Ruta{versionModulo() ? ` · versión ${versionModulo()}` : ''}
        </footer>
      )}
    </>
  );
}
