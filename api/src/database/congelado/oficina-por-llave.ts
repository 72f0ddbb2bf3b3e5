// Congelado (migración 1795363100000-oficina-de-las-cuotas-sin-disparador, issue 68): la oficina de una tabla hija
// que escribe en lotes, garantizada por una llave foránea compuesta en lugar de un disparador por fila. No cambia nunca
// lo que devuelve (docs/decisiones/migraciones-congeladas.md): una migración que necesite otra forma escribe la suya.

/** Una hija de 1795362700000 (congelado/oficina-del-padre.ts) y lo que hace su llave al borrar el padre (el de hoy). */
export interface HijaPorLlave {
  tabla: string;
  columna: string;
  padre: string;
  alBorrar: 'CASCADE' | 'RESTRICT';
}

/** El valor por omisión de la columna (oficina-del-padre.ts): quien no manda la oficina deja éste. */
const SIN_OFICINA = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** La restricción UNIQUE (id, oficina_id) del padre que la llave compuesta necesita. Una vez por padre. */
export function unicaConOficina(padre: string): string {
  return `ALTER TABLE ${padre} ADD CONSTRAINT ${padre}_id_oficina_key UNIQUE (id, oficina_id)`;
}

export function quitarUnicaConOficina(padre: string): string {
  return `ALTER TABLE ${padre} DROP CONSTRAINT ${padre}_id_oficina_key`;
}

/**
 * La hija recibe la oficina de quien escribe (que la tiene a mano: la del préstamo o el cobro) y la base la comprueba:
 * la llave `(columna, oficina_id) → padre (id, oficina_id)` cuesta la misma búsqueda por fila que la llave simple que
 * reemplaza y, con ON UPDATE CASCADE, lleva la oficina nueva del padre a sus hijas (sin el disparador que la seguía).
 * El disparador que la copiaba del padre queda sólo para quien no la manda: con `WHEN`, ni se llama si llega otra.
 */
export function sentenciasOficinaPorLlave({ tabla, columna, padre, alBorrar }: HijaPorLlave): string[] {
  const copiar = `${tabla}_oficina_del_padre`;
  const seguir = `${padre}_oficina_a_${tabla}`;
  return [
    `DROP TRIGGER ${seguir} ON ${padre}`,
    `DROP FUNCTION ${seguir}()`,
    `ALTER TABLE ${tabla} DROP CONSTRAINT ${tabla}_${columna}_fkey`,
    `ALTER TABLE ${tabla} ADD CONSTRAINT ${tabla}_${columna}_oficina_fkey FOREIGN KEY (${columna}, oficina_id)
      REFERENCES ${padre} (id, oficina_id) ON UPDATE CASCADE ON DELETE ${alBorrar}`,
    `DROP TRIGGER ${copiar} ON ${tabla}`,
    `CREATE TRIGGER ${copiar} BEFORE INSERT OR UPDATE OF ${columna}, oficina_id ON ${tabla}
      FOR EACH ROW WHEN (NEW.oficina_id = ${SIN_OFICINA}) EXECUTE FUNCTION ${copiar}()`,
  ];
}

/** Lo contrario, para el down(): la llave simple de antes, el disparador sin WHEN y el que sigue al padre. */
export function quitarOficinaPorLlave({ tabla, columna, padre, alBorrar }: HijaPorLlave): string[] {
  const copiar = `${tabla}_oficina_del_padre`;
  const seguir = `${padre}_oficina_a_${tabla}`;
  return [
    `DROP TRIGGER ${copiar} ON ${tabla}`,
    `CREATE TRIGGER ${copiar} BEFORE INSERT OR UPDATE OF ${columna}, oficina_id ON ${tabla}
      FOR EACH ROW EXECUTE FUNCTION ${copiar}()`,
    `ALTER TABLE ${tabla} DROP CONSTRAINT ${tabla}_${columna}_oficina_fkey`,
    `ALTER TABLE ${tabla} ADD CONSTRAINT ${tabla}_${columna}_fkey FOREIGN KEY (${columna})
      REFERENCES ${padre} (id) ON DELETE ${alBorrar}`,
    `CREATE FUNCTION ${seguir}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${tabla} SET oficina_id = NEW.oficina_id WHERE ${columna} = NEW.id;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER ${seguir} AFTER UPDATE OF oficina_id ON ${padre}
      FOR EACH ROW WHEN (OLD.oficina_id IS DISTINCT FROM NEW.oficina_id) EXECUTE FUNCTION ${seguir}()`,
  ];
}
