// The loan a collect or a visit is for, when the client has more than one open.
import type { PrestamoMiRuta } from '@cartera/dominio';

/** What is due on a loan today: today's installment plus the overdue ones, never more than the balance. */
/** Lo que se espera cobrar hoy: la mora pendiente (va primero) y lo vencido y de hoy de las cuotas. */
export const debido = (p: PrestamoMiRuta) => p.mora + Math.min(p.cuotaHoy + p.vencido, p.saldoPendiente);

export function ElegirPrestamo({
  prestamos,
  elegido,
  onElegir,
}: {
  prestamos: PrestamoMiRuta[];
  elegido: PrestamoMiRuta;
  onElegir: (p: PrestamoMiRuta) => void;
}) {
  if (prestamos.length < 2) return null;
  return (
    <div className="mr-fila-botones" role="group" aria-label="Préstamo">
      {prestamos.map((p) => (
        <button
          key={p._id}
          type="button"
          className={p._id === elegido._id ? 'mr-boton' : 'mr-boton mr-boton-sec'}
          aria-pressed={p._id === elegido._id}
          onClick={() => onElegir(p)}
        >
          #{p.numero}
        </button>
      ))}
    </div>
  );
}
