// La seguridad por filas prendida y apagada en la base de un bench, como dueño (BENCH_POLITICAS): lo que cuestan las
// políticas se mide con la misma API, la misma base y la misma carga de la máquina (issue 68, ≤ 10 %).
import pg from 'pg';

/** Las tablas con seguridad por filas forzada de `url`, y cómo apagarla y volver a prenderla en todas a la vez. */
export async function interruptorDePoliticas(url) {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  const { rows } = await cliente.query(
    `SELECT relname FROM pg_class WHERE relrowsecurity AND relforcerowsecurity AND relnamespace = 'public'::regnamespace`,
  );
  const alterar = (como) => cliente.query(rows.map(({ relname }) => `ALTER TABLE "${relname}" ${como}`).join('; '));
  return {
    tablas: rows.length,
    apagar: () => alterar('NO FORCE ROW LEVEL SECURITY, DISABLE ROW LEVEL SECURITY'),
    prender: () => alterar('ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY'),
    cerrar: () => cliente.end(),
  };
}

/**
 * Las variantes que mide un bench según BENCH_POLITICAS: sin la variable, una (la base tal como está); `alternar`,
 * con políticas y después sin ellas; `sin-primero`, al revés (dos corridas, una en cada orden, reparten lo que el
 * orden cambia: la caché, lo que la primera escribió).
 */
export function variantesDePoliticas(entorno = process.env) {
  if (entorno.BENCH_POLITICAS === 'alternar') return ['con políticas', 'sin políticas'];
  if (entorno.BENCH_POLITICAS === 'sin-primero') return ['sin políticas', 'con políticas'];
  return [null];
}
