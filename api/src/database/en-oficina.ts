// `?oficina=ID` en una lectura que suma lo que ve quien pide (el tablero, los reportes): en vez de una cláusula WHERE
// en cada consulta, la lectura corre con el alcance acotado a esa oficina y las políticas por oficina hacen el resto
// (docs/decisiones/politicas-libros-y-resumenes.md).
import { alcanceActual, conAlcance } from './alcance';

/**
 * `trabajo` con el alcance de quien pide acotado a `oficina` (la intersección: una oficina que no ve no ve nada); sin
 * oficina, con el de siempre.
 */
export function enOficina<T>(oficina: string | undefined, trabajo: () => T): T {
  if (oficina === undefined) return trabajo();
  const actual = alcanceActual()?.oficinas ?? [];
  const oficinas = actual === 'todas' ? [oficina] : actual.filter((id) => id === oficina.toLowerCase());
  return conAlcance({ oficinas }, trabajo);
}
