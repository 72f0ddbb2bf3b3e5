// Un invariante del libro que comprueban con SQL directo los scripts que cargan la API y le tiran réplicas
// (bench/topologia.mjs, el simulacro de alta disponibilidad): cada cobro es la suma de sus aplicaciones.

/** Cuántos cobros no suman lo que sus aplicaciones (0 si el libro cuadra), con un cliente de `pg` conectado. */
export async function contarCobrosDescuadrados(cliente) {
  const [{ malos }] = (
    await cliente.query(
      `SELECT count(*)::int AS malos FROM cobros co
        WHERE co.monto <> (SELECT coalesce(sum(monto), 0) FROM cobros_aplicaciones WHERE cobro_id = co.id)`,
    )
  ).rows;
  return malos;
}
