// Congelado (migraciones 1795349900000-prestamos-cobros y 1795353300000-cierre-de-periodos, y los `down` de
// 1795352500000-libro-prestamos y 1795354100000-libro-mayor, que las reemplazaron y al deshacerse las dejan como
// estaban): funciones y disparadores tal como los creó su migración, con el mismo texto, byte a byte. No cambia nunca
// (docs/decisiones/migraciones-congeladas.md).

/** Lo que sigue a `… prestamos_resumen_registrar() RETURNS trigger LANGUAGE plpgsql AS $$`: un registro por cambio. */
export const CUERPO_PRESTAMOS_RESUMEN_REGISTRAR = `
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado)
          VALUES (OLD.estado, -1, -OLD.saldo_pendiente, -(OLD.monto - OLD.monto_refinanciado));
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado)
          VALUES (NEW.estado, 1, NEW.saldo_pendiente, NEW.monto - NEW.monto_refinanciado);
        END IF;
        RETURN NULL;
      END
      $$`;

/** El disparador `prestamos_resumen_cambio`: registra un préstamo cuando cambia algo que el resumen cuenta. */
export const DISPARADOR_PRESTAMOS_RESUMEN_CAMBIO = `
      CREATE TRIGGER prestamos_resumen_cambio AFTER UPDATE OF estado, saldo_pendiente, monto, monto_refinanciado ON prestamos
      FOR EACH ROW
      WHEN (OLD.estado IS DISTINCT FROM NEW.estado OR OLD.saldo_pendiente IS DISTINCT FROM NEW.saldo_pendiente
            OR OLD.monto IS DISTINCT FROM NEW.monto OR OLD.monto_refinanciado IS DISTINCT FROM NEW.monto_refinanciado)
      EXECUTE FUNCTION prestamos_resumen_registrar()`;

/** Lo que sigue a `… asegurar_periodo_abierto(dia date) RETURNS void LANGUAGE plpgsql AS $$`: CA001 si está cerrado. */
export const CUERPO_ASEGURAR_PERIODO_ABIERTO = `
      DECLARE
        cierre date;
      BEGIN
        SELECT cerrado_hasta INTO cierre FROM configuracion_organizacion WHERE id = 1;
        IF dia IS NOT NULL AND cierre IS NOT NULL AND dia <= cierre THEN
          RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = to_char(cierre, 'DD/MM/YYYY');
        END IF;
      END $$`;
