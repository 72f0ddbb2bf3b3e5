// Congelado (las migraciones de las políticas por oficina, issue 68): la seguridad por filas de una tabla, escrita una
// vez con la forma de docs/decisiones/rol-de-la-api-y-alcance.md. No cambia nunca lo que devuelve
// (docs/decisiones/migraciones-congeladas.md): una migración que necesite otra forma escribe la suya.

/**
 * Las sentencias que ponen a `tabla` bajo la seguridad por filas por oficina: ENABLE y FORCE (el dueño tampoco se la
 * salta) y la política `por_oficina`, que deja ver y escribir las filas cuya `columna` está en `app.oficinas` (o todas
 * con `'todas'`; sin alcance, ninguna). Cada `(SELECT …)` es un InitPlan: el ajuste se lee una vez por consulta.
 */
export function sentenciasPorOficina(tabla: string, columna = 'oficina_id'): string[] {
  return [
    `ALTER TABLE ${tabla} ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE ${tabla} FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY por_oficina ON ${tabla} USING (
    (SELECT current_setting('app.oficinas', true)) = 'todas'
    OR ${columna} = ANY ((SELECT CASE WHEN current_setting('app.oficinas', true) LIKE '{%'
                                       THEN current_setting('app.oficinas', true)::uuid[] END)::uuid[])
  )`,
  ];
}

/** Lo contrario de sentenciasPorOficina, para el down(): sin la política y sin la seguridad por filas. */
export function quitarPorOficina(tabla: string): string[] {
  return [
    `DROP POLICY IF EXISTS por_oficina ON ${tabla}`,
    `ALTER TABLE ${tabla} NO FORCE ROW LEVEL SECURITY`,
    `ALTER TABLE ${tabla} DISABLE ROW LEVEL SECURITY`,
  ];
}
