// Cobertura de las políticas por oficina (issue 68, docs/decisiones/rol-de-la-api-y-alcance.md): la lista de tablas
// sale del esquema migrado (pg_class, pg_policy), no de una lista a mano. Cada tabla de `public` está acotada por
// oficina (seguridad por filas ENABLE + FORCE y una política para todo), o es global con su motivo (GLOBAL), o está
// pendiente con lo que guarda y qué paso la acota (PENDIENTES). Una tabla con `oficina_id` no puede ser global.
// Un trinquete: una tabla de PENDIENTES que ya quedó acotada hace fallar la prueba hasta que se la quite de aquí.
// Una tabla por línea: otros cambios mueven líneas de PENDIENTES a acotadas.
import { consultarBase, leerConexionPruebas, urlDeBase } from './support/entorno';

/** Tablas sin datos de una oficina: las de toda la organización. Agregar una es una decisión: diga por qué. */
const GLOBAL: Readonly<Record<string, string>> = {
  accesos_conocidos:
    'los dispositivos conocidos de una cuenta: los lee el ingreso, antes de que haya alcance',
  aprobaciones_umbrales: 'los umbrales de aprobación de la organización (una fila)',
  avisos_privacidad: 'las versiones del aviso de privacidad de la organización',
  bloqueos_login: 'bloqueos del ingreso por correo e IP: los lee el ingreso, antes de que haya alcance',
  cedulas_cache:
    'respuestas del registro externo de cédulas: la misma para cualquier oficina, sin datos del cliente de una',
  claves_idempotencia:
    'la respuesta guardada de una petición: sólo la repite a la misma cuenta, con su clave',
  configuracion_organizacion: 'la configuración de la organización (una fila)',
  contabilidad_cuentas:
    'el plan de cuentas: uno para toda la organización (las oficinas son una dimensión de las líneas)',
  contabilidad_equivalencias: 'las equivalencias PUC/CUIF del plan de cuentas',
  contabilidad_politicas: 'las políticas contables de la organización (una fila)',
  contabilidad_politicas_vigencias: 'las vigencias de las políticas contables de la organización',
  dinero_eventos:
    'la cola de salida del núcleo de dinero: sin padre ni ruta que la lea; la consume su trabajador con TODAS',
  importacion_ids:
    'los ids externos de lo importado (de varias oficinas): como importaciones, sólo el administrador',
  importaciones:
    'sólo el administrador importa (la ruta es suya) y un lote trae filas de varias oficinas; la cola lo aplica con TODAS',
  importaciones_filas: 'las filas revisadas de una importación (de varias oficinas): como importaciones',
  intentos_login: 'los intentos de ingreso por correo e IP: los lee el ingreso, antes de que haya alcance',
  migrations: 'las migraciones aplicadas (TypeORM)',
  notificaciones_canales: 'los canales de envío configurados para la organización',
  notificaciones_plantillas: 'las plantillas de mensajes de la organización',
  oficinas:
    'las oficinas mismas: la API filtra su lista por las del usuario; el nombre de una no es dato de otra',
  pagos_proveedores: 'los proveedores de pago (Wompi) configurados para la organización',
  pagos_reglas_debito:
    'las reglas de los débitos del banco (patrón → cuenta del plan de cuentas, global): sirven a las cuentas de toda oficina',
  respaldos: 'los respaldos de la base entera: sólo el administrador',
  respaldos_claves_guardadas: 'quién guardó la clave de los respaldos: sólo el administrador',
  semillas_demo: 'los pasos de la demostración ya sembrados',
  sesiones:
    'las sesiones de las cuentas: la guardia JWT las lee para saber quién pide, antes de que haya alcance',
  tareas_diarias: 'las tareas periódicas ya corridas cada día (organización)',
  tasas_usura: 'las tasas de usura certificadas (Superfinanciera), iguales para toda oficina',
  usuarios:
    'las cuentas: la guardia las lee con TODAS y las filas de toda oficina nombran cuentas (quién registró, aprobó, cobra) que ' +
    'una política escondería; la API filtra las rutas de cuentas (usuarios.visibles.ts; docs/decisiones/auditoria-y-habeas-por-oficina.md)',
  usuarios_avisos: 'los avisos a una cuenta: sólo los lee su dueño (GET /api/auth/avisos, por el id de su sesión)',
  usuarios_oficinas:
    'las oficinas de cada cuenta: la guardia las lee con TODAS para fijar el alcance; como usuarios',
  verificaciones_contables: 'la verificación de los libros de toda la organización (sólo el administrador)',
};

/**
 * Tablas de GLOBAL cuya `oficina_id` es el dato mismo y no la dueña de la fila: a qué oficinas pertenece una cuenta. Con
 * una política, quien no ve las oficinas de una cuenta la vería sin oficinas, como la de un administrador (que las
 * rutas de cuentas muestran a todos: usuarios.visibles.ts). Agregar una es una decisión: diga por qué en GLOBAL.
 */
const GLOBALES_CON_OFICINA: ReadonlySet<string> = new Set(['usuarios_oficinas']);

/** Tablas que guardan datos de una oficina y aún no tienen política: qué guardan y qué paso las acota. */
const PENDIENTES: Readonly<Record<string, string>> = {
};

interface TablaDelEsquema {
  tabla: string;
  con_oficina: boolean;
  rls: boolean;
  forzada: boolean;
  /**
   * Políticas para todo (FOR ALL) por `app.oficinas` en lo que se lee (USING) y lo que se escribe (WITH CHECK; sin él,
   * PostgreSQL aplica el USING a las filas nuevas).
   */
  politicas: number;
}

async function tablasDelEsquema(): Promise<TablaDelEsquema[]> {
  const { urlMantenimiento, plantilla } = leerConexionPruebas();
  return consultarBase<TablaDelEsquema>(
    urlDeBase(urlMantenimiento, plantilla),
    `SELECT c.relname AS tabla,
            EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attname = 'oficina_id' AND NOT a.attisdropped) AS con_oficina,
            c.relrowsecurity AS rls, c.relforcerowsecurity AS forzada,
            (SELECT count(*)::int FROM pg_policy p
             WHERE p.polrelid = c.oid AND p.polcmd = '*' AND p.polqual IS NOT NULL
               AND pg_get_expr(p.polqual, p.polrelid) LIKE '%app.oficinas%'
               AND (p.polwithcheck IS NULL OR pg_get_expr(p.polwithcheck, p.polrelid) LIKE '%app.oficinas%')) AS politicas
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
  );
}

const acotada = (t: TablaDelEsquema) => t.rls && t.forzada && t.politicas > 0;

/**
 * Las funciones PARALLEL UNSAFE que nombra una política, con su tabla. Una sola (como `pg_current_xact_id_if_assigned()`)
 * deja en un solo proceso toda consulta que nombre la tabla, también la del administrador con `'todas'` y la
 * verificación del libro, que lee millones de filas. Se buscan por nombre en el texto de la política: las funciones
 * del sistema no dejan dependencias en pg_depend.
 */
async function funcionesQueApaganElParalelo(): Promise<string[]> {
  const { urlMantenimiento, plantilla } = leerConexionPruebas();
  const filas = await consultarBase<{ tabla: string; funcion: string }>(
    urlDeBase(urlMantenimiento, plantilla),
    `SELECT DISTINCT c.relname AS tabla, f.nombre AS funcion
     FROM pg_policy pol JOIN pg_class c ON c.oid = pol.polrelid,
          LATERAL (SELECT m[1] AS nombre
                   FROM regexp_matches(pg_get_expr(pol.polqual, pol.polrelid) || ' ' ||
                                       coalesce(pg_get_expr(pol.polwithcheck, pol.polrelid), ''),
                                       '([a-z_][a-z0-9_]*)\\(', 'g') AS m) f
     WHERE EXISTS (SELECT 1 FROM pg_proc p WHERE p.proname = f.nombre AND p.proparallel = 'u')
     ORDER BY 1, 2`,
  );
  return filas.map((f) => `${f.tabla}: ${f.funcion}()`);
}

describe('cobertura de las políticas por oficina', () => {
  let tablas: TablaDelEsquema[];
  beforeAll(async () => {
    tablas = await tablasDelEsquema();
  });

  it('cada tabla está acotada por oficina, es global con su motivo o está pendiente con el paso que la acota', () => {
    const sinClasificar = tablas
      .filter((t) => !acotada(t) && !(t.tabla in GLOBAL) && !(t.tabla in PENDIENTES))
      .map((t) => t.tabla);
    expect(sinClasificar).toEqual([]);
  });

  it('una tabla con oficina_id no es global: o tiene su política o está pendiente', () => {
    const conOficinaSinPolitica = tablas
      .filter((t) => t.con_oficina && !acotada(t) && !(t.tabla in PENDIENTES) && !GLOBALES_CON_OFICINA.has(t.tabla))
      .map((t) => t.tabla);
    expect(conOficinaSinPolitica).toEqual([]);
    const globalesConOficina = tablas.filter((t) => t.con_oficina && t.tabla in GLOBAL && !GLOBALES_CON_OFICINA.has(t.tabla));
    expect(globalesConOficina.map((t) => t.tabla)).toEqual([]);
  });

  it('una política por oficina va con ENABLE y FORCE (el dueño tampoco se la salta)', () => {
    const aMedias = tablas
      .filter((t) => (t.rls || t.forzada || t.politicas > 0) && !acotada(t))
      .map((t) => t.tabla);
    expect(aMedias).toEqual([]);
  });

  it('ninguna política apaga el plan paralelo (ninguna nombra una función PARALLEL UNSAFE)', async () => {
    expect(await funcionesQueApaganElParalelo()).toEqual([]);
  });

  it('trinquete: PENDIENTES y GLOBAL no nombran tablas acotadas ni tablas que no existen', () => {
    const porNombre = new Map(tablas.map((t) => [t.tabla, t]));
    const yaAcotada = (tabla: string) => {
      const t = porNombre.get(tabla);
      return t !== undefined && acotada(t);
    };
    expect(Object.keys(PENDIENTES).filter(yaAcotada)).toEqual([]);
    expect(Object.keys(GLOBAL).filter(yaAcotada)).toEqual([]);
    const inexistentes = [...Object.keys(PENDIENTES), ...Object.keys(GLOBAL)].filter(
      (tabla) => !porNombre.has(tabla),
    );
    expect(inexistentes).toEqual([]);
  });
});
