// The loan a collect or a visit is for, when the client has more than one open.
import { debeHoy, type PrestamoMiRuta } from '@cartera/dominio';

/** What is due on a loan today, by the API's own rule (debeHoy: late interest, overdue and today's, capped). */
export const debido = (p: PrestamoMiRuta) => debeHoy(p);

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
