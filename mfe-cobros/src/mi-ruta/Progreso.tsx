// The day's progress: stops visited, collected and still to collect. Always in its place (dashes until the route
// arrives): appearing later it would push what follows down.
import { formatearCOP } from '@cartera/dominio';

export interface ProgresoDia {
  paradas: number;
  visitadas: number;
  cobrado: number;
  porCobrar: number;
}

export function Progreso({ progreso }: { progreso: ProgresoDia | null }) {
  if (!progreso)
    return (
      <section className="mr-progreso" aria-label="Progreso del día" aria-busy="true">
        <div>
          <span className="mr-cifra">–</span>
          <span>visitadas</span>
        </div>
        <div>
          <span className="mr-cifra">–</span>
          <span>cobrado</span>
        </div>
        <div>
          <span className="mr-cifra">–</span>
          <span>por cobrar</span>
        </div>
        <progress max={1} value={0} aria-label="Cargando el progreso del día" />
      </section>
    );
  return (
    <section className="mr-progreso" aria-label="Progreso del día">
      <div>
        <span className="mr-cifra">
          {progreso.visitadas}/{progreso.paradas}
        </span>
        <span>visitadas</span>
      </div>
      <div>
        <span className="mr-cifra mr-dinero">{formatearCOP(progreso.cobrado)}</span>
        <span>cobrado</span>
      </div>
      <div>
        <span className="mr-cifra mr-dinero">{formatearCOP(progreso.porCobrar)}</span>
        <span>por cobrar</span>
      </div>
      <progress
        max={Math.max(1, progreso.paradas)}
        value={progreso.visitadas}
        aria-label={`${progreso.visitadas} de ${progreso.paradas} paradas visitadas`}
      />
    </section>
  );
}
