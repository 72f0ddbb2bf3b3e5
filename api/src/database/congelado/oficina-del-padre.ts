// Congelado (migración 1795362700000-politicas-cartera, issue 68): la oficina de una tabla que guarda datos de un
// cliente o de un préstamo, copiada de su padre, escrita una vez por tabla. No cambia nunca lo que devuelve
// (docs/decisiones/migraciones-congeladas.md): una migración que necesite otra forma escribe la suya.

/** Una tabla hija: su nombre, la columna que nombra a su padre (`id` del padre) y la tabla padre. */
export interface TablaHija {
  tabla: string;
  columna: string;
  padre: string;
}

/**
 * El valor por omisión de la columna: nunca queda, porque el disparador de antes de insertar lo reemplaza siempre por
 * la oficina del padre. Existe para que quien inserta no la diga (el tipo de Kysely la toma por generada) y es una
 * constante: `oficina_por_defecto()` costaría una consulta por fila en las cargas grandes (las cuotas del libro).
 */
const REEMPLAZADA_POR_EL_DISPARADOR = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Las sentencias que dan `oficina_id` a la tabla hija: la columna (NOT NULL, sin llave foránea: la del padre ya la
 * tiene y el disparador la copia de él, y una llave más costaría una búsqueda por fila), cada fila existente con la
 * oficina de su padre, un disparador que la copia del padre al insertar o al cambiar de padre (nadie la elige: como
 * `cobros_oficina_del_prestamo`) y otro en el padre que la lleva a sus hijas cuando el padre cambia de oficina (como
 * `clientes_oficina_a_su_cartera`). El padre ya tiene su `oficina_id`: las hijas van después de sus padres.
 */
export function sentenciasOficinaDelPadre({ tabla, columna, padre }: TablaHija): string[] {
  const copiar = `${tabla}_oficina_del_padre`;
  const seguir = `${padre}_oficina_a_${tabla}`;
  return [
    `ALTER TABLE ${tabla} ADD COLUMN oficina_id uuid NOT NULL DEFAULT ${REEMPLAZADA_POR_EL_DISPARADOR}`,
    `UPDATE ${tabla} h SET oficina_id = p.oficina_id FROM ${padre} p WHERE p.id = h.${columna}`,
    `CREATE FUNCTION ${copiar}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.oficina_id := (SELECT oficina_id FROM ${padre} WHERE id = NEW.${columna});
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER ${copiar} BEFORE INSERT OR UPDATE OF ${columna}, oficina_id ON ${tabla}
      FOR EACH ROW EXECUTE FUNCTION ${copiar}()`,
    `CREATE FUNCTION ${seguir}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${tabla} SET oficina_id = NEW.oficina_id WHERE ${columna} = NEW.id;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER ${seguir} AFTER UPDATE OF oficina_id ON ${padre}
      FOR EACH ROW WHEN (OLD.oficina_id IS DISTINCT FROM NEW.oficina_id) EXECUTE FUNCTION ${seguir}()`,
  ];
}

/** Lo contrario de sentenciasOficinaDelPadre, para el down(): sin los disparadores, sus funciones ni la columna. */
export function quitarOficinaDelPadre({ tabla, padre }: TablaHija): string[] {
  const copiar = `${tabla}_oficina_del_padre`;
  const seguir = `${padre}_oficina_a_${tabla}`;
  return [
    `DROP TRIGGER ${seguir} ON ${padre}`,
    `DROP FUNCTION ${seguir}()`,
    `DROP TRIGGER ${copiar} ON ${tabla}`,
    `DROP FUNCTION ${copiar}()`,
    `ALTER TABLE ${tabla} DROP COLUMN oficina_id`,
  ];
}
