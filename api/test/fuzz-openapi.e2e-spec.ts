// Fuzz del contrato: cada operación del documento OpenAPI (/api/docs-json), con identificadores, parámetros y
// cuerpos malos (tipos cambiados, textos enormes, unicode, números negativos y desbordados, campos de más y de
// menos, JSON roto), como cada rol y sin sesión. Nada responde ≥ 500, todo error viene en el sobre
// { success: false, message, code } y una escritura rechazada no cambia ninguna fila de negocio.
import { randomUUID } from 'node:crypto';
import { crearAppPrueba, type AppPrueba, type Json, type Metodo } from './support/app-prueba';
import { operacionesDe } from './support/operaciones-openapi';

/** Miles de peticiones: hasta cinco minutos con la máquina cargada (el límite de la prueba, no el del registro: corre en un grupo). */
const LIMITE_MS = 300_000;

type Esquema = Json;

interface Caso {
  metodo: Metodo;
  ruta: string;
  cuerpo?: unknown;
  cuerpoCrudo?: string;
  descripcion: string;
}

const TEXTO_ENORME = 'ñ'.repeat(20_000);
const UNICODE = '💥\u0000\u202eﷺ\uFEFF<script>alert(1)</script>';
const IDS_MALOS = ["1' OR '1'='1", encodeURIComponent(UNICODE), 'x'.repeat(3000), '99999999999999999999999'];
const VALORES_MALOS: unknown[] = [null, TEXTO_ENORME, UNICODE, -1, 1e308, 0.5, true, ['x'], {}];
/**
 * Tablas que no son datos de negocio: registros (auditoría, intentos y bloqueos de sesión, claves de idempotencia) y
 * contadores derivados que el barrido compacta en cualquier momento (sus filas cambian, sus sumas no).
 */
const TABLAS_NO_NEGOCIO =
  /auditoria|intentos|bloqueos|idempotencia|migrations|_resumen$|_totales$|_conteos|clientes_cobros|caja_diaria|cuotas_por_fecha|cobros_cobrador_mes/;

function resolverRef(documento: Json, esquema: Esquema): Esquema {
  if (esquema?.$ref) return documento.components.schemas[String(esquema.$ref).split('/').pop() as string];
  return esquema;
}

/** Cuerpos malos a partir del esquema del cuerpo: vacío, de otro tipo, con un campo de más y campo por campo. */
function cuerposMalos(documento: Json, operacion: Json): Array<Pick<Caso, 'cuerpo' | 'cuerpoCrudo' | 'descripcion'>> {
  const casos: Array<Pick<Caso, 'cuerpo' | 'cuerpoCrudo' | 'descripcion'>> = [
    { cuerpo: {}, descripcion: 'cuerpo vacío' },
    { cuerpo: [1, 2, 3], descripcion: 'cuerpo arreglo' },
    { cuerpoCrudo: '{"roto": ', descripcion: 'JSON roto' },
    { cuerpo: { campoQueNoExiste: 'x', __proto__x: { admin: true } }, descripcion: 'campos de más' },
  ];
  const esquema = resolverRef(documento, operacion.requestBody?.content?.['application/json']?.schema);
  for (const propiedad of Object.keys(esquema?.properties ?? {})) {
    for (const valor of VALORES_MALOS) {
      casos.push({ cuerpo: { [propiedad]: valor }, descripcion: `${propiedad}=${JSON.stringify(valor)?.slice(0, 30)}` });
    }
  }
  return casos;
}

/** Rutas con sus parámetros de ruta malos (y uno bien formado que no existe). */
function rutasMalas(plantilla: string): string[] {
  const parametros = plantilla.match(/\{[^}]+\}/g) ?? [];
  if (parametros.length === 0) return [plantilla];
  const llenar = (valor: string) => parametros.reduce((ruta, p) => ruta.replace(p, valor), plantilla);
  return [llenar(randomUUID()), ...IDS_MALOS.map(llenar)];
}

function consultasMalas(operacion: Json): string[] {
  const consultas: string[] = [];
  for (const parametro of (operacion.parameters ?? []).filter((p: Json) => p.in === 'query')) {
    const nombre = encodeURIComponent(parametro.name);
    for (const valor of [TEXTO_ENORME.slice(0, 2000), UNICODE, '-1', '99999999999999999999'])
      consultas.push(`${nombre}=${encodeURIComponent(valor)}`);
    consultas.push(`${nombre}=a&${nombre}=b`);
  }
  return consultas;
}

describe('fuzz de todas las operaciones del documento OpenAPI', () => {
  let prueba: AppPrueba;
  let documento: Json;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    documento = (await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' })).body;
    tokens.admin = await prueba.token('admin');
    tokens.gerente = await prueba.token('gerente');
    tokens.cobrador = await prueba.token('cobrador1');
    tokens['sin sesión'] = undefined;
  }, LIMITE_MS);
  afterAll(async () => {
    await prueba?.cerrar();
  });

  let consultaConteos = '';
  /** Filas de cada tabla de negocio, en una sola consulta. */
  async function filasDeNegocio(): Promise<string> {
    if (!consultaConteos) {
      const tablas: Array<{ tabla: string }> = await prueba.dataSource.query(
        `SELECT tablename AS tabla FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      );
      consultaConteos = tablas
        .filter(({ tabla }) => !TABLAS_NO_NEGOCIO.test(tabla))
        .map(({ tabla }) => `SELECT '${tabla}' AS tabla, count(*)::int AS n FROM "${tabla}"`)
        .join(' UNION ALL ');
    }
    return JSON.stringify(await prueba.dataSource.query(consultaConteos));
  }
  /** Where the WAL is: if it did not move, no row of any table changed (none is UNLOGGED), there is nothing to count. */
  async function posicionWal(): Promise<string> {
    return (await prueba.dataSource.query(`SELECT pg_current_wal_insert_lsn()::text AS lsn`))[0].lsn;
  }

  function casosDe(): Array<Caso & { roles: string[] }> {
    const casos: Array<Caso & { roles: string[] }> = [];
    const todos = Object.keys(tokens);
    for (const { metodo, plantilla, operacion } of operacionesDe(documento)) {
      const [primera, ...otras] = rutasMalas(plantilla);
      const conCuerpo = metodo !== 'GET' && metodo !== 'DELETE';
      for (const ruta of [primera, ...otras])
        casos.push({ metodo, ruta, cuerpo: conCuerpo ? {} : undefined, descripcion: `ruta ${ruta.slice(0, 60)}`, roles: todos });
      for (const consulta of consultasMalas(operacion))
        casos.push({ metodo, ruta: `${primera}?${consulta}`, descripcion: `consulta ${consulta.slice(0, 60)}`, roles: ['admin', 'cobrador'] });
      if (conCuerpo)
        for (const cuerpo of cuerposMalos(documento, operacion))
          casos.push({ metodo, ruta: primera, ...cuerpo, roles: ['admin'] });
    }
    return casos;
  }

  it('ninguna respuesta ≥ 500, todo error en el sobre, y las escrituras rechazadas no cambian filas', async () => {
    const casos = casosDe();
    expect(casos.length).toBeGreaterThan(500);
    const fallas: string[] = [];
    let antes = await filasDeNegocio();
    let wal = await posicionWal();
    let enviados = 0;
    for (const caso of casos) {
      for (const rol of caso.roles) {
        const r = await prueba.pedir({
          metodo: caso.metodo,
          ruta: caso.ruta.startsWith('/api') ? caso.ruta : `/api${caso.ruta}`,
          token: tokens[rol],
          cuerpo: caso.cuerpo,
          cuerpoCrudo: caso.cuerpoCrudo,
        });
        enviados += 1;
        const donde = `${rol} ${caso.metodo} ${caso.ruta.slice(0, 80)} (${caso.descripcion}) → ${r.status}`;
        if (r.status >= 500) fallas.push(`${donde}: ${JSON.stringify(r.body).slice(0, 200)}`);
        if (r.status >= 400) {
          const sobre = r.body as Json;
          const bien =
            sobre?.success === false && typeof sobre.message === 'string' && sobre.message.length > 0 && typeof sobre.code === 'string';
          if (!bien) fallas.push(`${donde}: error fuera del sobre ${JSON.stringify(sobre).slice(0, 200)}`);
        }
        if (caso.metodo !== 'GET') {
          // Most rejected writes never reach the database: counting every table after each one was most of this test.
          const walDespues = await posicionWal();
          if (walDespues === wal) continue;
          wal = walDespues;
          const despues = await filasDeNegocio();
          if (r.status >= 400 && despues !== antes) {
            const cambiadas = (JSON.parse(despues) as Array<{ tabla: string; n: number }>)
              .filter(({ tabla, n }) => (JSON.parse(antes) as Array<{ tabla: string; n: number }>).find((f) => f.tabla === tabla)?.n !== n)
              .map(({ tabla }) => tabla);
            fallas.push(`${donde}: una escritura rechazada cambió filas de ${cambiadas.join(', ')}`);
          }
          antes = despues;
        }
      }
    }
    expect(enviados).toBeGreaterThan(1000);
    expect(fallas).toEqual([]);
  }, LIMITE_MS);
});
