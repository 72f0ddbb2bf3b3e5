// Una escritura de dinero sin Idempotency-Key no se aplica: cada ruta @Idempotente de la aplicación real (leídas de
// sus controladores, así una ruta nueva no se escapa) responde 400 IDEMPOTENCIA_REQUERIDA con el mensaje en español y
// no cambia ninguna fila; las lecturas y las escrituras que no mueven dinero siguen sin pedirla.
import { CODIGOS, hoyBogota } from '@cartera/dominio';
import { MENSAJES_IDEMPOTENCIA } from '../src/common/idempotencia/idempotencia.rules';
import { IDEMPOTENTE } from '../src/common/idempotencia/idempotente.decorator';
import { ROLES_PERMITIDOS } from '../src/common/roles.decorator';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo, NombreCuenta } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { rutasDeclaradas, type RutaDeclarada } from './support/rutas';

/**
 * Tablas que cambian sin que nadie escriba dinero: registros (auditoría, sesiones, intentos de entrada), tareas del
 * día y contadores derivados que el barrido compacta en cualquier momento.
 */
const TABLAS_SIN_NEGOCIO =
  /auditoria|sesiones|intentos|bloqueos|tareas|migrations|_resumen$|_totales$|_conteos|clientes_cobros|caja_diaria|cuotas_por_fecha|cobros_cobrador_mes|saldos_mes/;

const CUENTA_DEL_ROL: Record<string, NombreCuenta> = {
  admin: 'admin',
  gerente: 'gerente',
  cobrador: 'cobrador1',
};

describe('Idempotency-Key obligatoria en las escrituras de dinero', () => {
  let admin: string;
  let prestamo: Json;
  const hoy = hoyBogota();
  const tokens = new Map<NombreCuenta, string>();
  let consultaHuellas: string | undefined;

  const { prueba } = usarAppPrueba(async (app) => {
    ({ admin } = app.tokens);
    for (const cuenta of Object.values(CUENTA_DEL_ROL)) tokens.set(cuenta, await prueba.token(cuenta));
    const cliente = await crearClientePrueba(prueba.dataSource);
    // 40.000 sin interés en 4 cuotas de 10.000, desembolsado con su plan.
    prestamo = await crearPrestamoPrueba(prueba, admin, {
      cliente: cliente.id,
      monto: 40000,
      interes: 0,
      cuotas: 4,
      tipoAmortizacion: 'amortizable',
    });
  });

  /** El contenido de cada tabla de negocio (una huella por tabla): cambia con cualquier INSERT, UPDATE o DELETE. */
  async function huellasDeNegocio(): Promise<Record<string, string>> {
    if (!consultaHuellas) {
      const tablas: Array<{ tabla: string }> = await prueba.dataSource.query(
        `SELECT tablename AS tabla FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      );
      consultaHuellas = tablas
        .filter(({ tabla }) => !TABLAS_SIN_NEGOCIO.test(tabla))
        .map(
          ({ tabla }) =>
            `SELECT '${tabla}' AS tabla, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS huella FROM "${tabla}" t`,
        )
        .join(' UNION ALL ');
    }
    const filas: Array<{ tabla: string; huella: string }> = await prueba.dataSource.query(consultaHuellas);
    return Object.fromEntries(filas.map(({ tabla, huella }) => [tabla, huella]));
  }

  const idempotentes = (): RutaDeclarada[] =>
    rutasDeclaradas(prueba).filter((r) => r.leer<boolean>(IDEMPOTENTE));

  /** Un token de un rol que la ruta deja pasar: la guardia de roles responde antes que la idempotencia. */
  function tokenPara(ruta: RutaDeclarada): string {
    const rol = ruta.leer<string[]>(ROLES_PERMITIDOS)?.[0];
    const token = rol === undefined ? undefined : tokens.get(CUENTA_DEL_ROL[rol]);
    if (!token) throw new Error(`${ruta.metodo} ${ruta.ruta}: sin una cuenta de sus roles`);
    return token;
  }

  it('las escrituras de dinero conocidas están marcadas, y ninguna lectura lo está', () => {
    const marcadas = idempotentes().map((r) => `${r.metodo} ${r.ruta}`);
    expect(marcadas).toEqual(
      expect.arrayContaining([
        'POST /api/cobros',
        'PUT /api/cobros/:id',
        'DELETE /api/cobros/:id',
        'POST /api/prestamos',
        'PUT /api/prestamos/:id',
        'PATCH /api/prestamos/:id/estado',
        'PATCH /api/prestamos/:id/plan/cuota/:numero/pagar',
        'PATCH /api/prestamos/:id/plan/cuota/:numero/revertir',
        'POST /api/caja/gastos',
        'POST /api/flujo-caja/movimientos',
        'PATCH /api/aprobaciones/:id/aprobar',
        'POST /api/notificaciones',
      ]),
    );
    expect(marcadas.filter((r) => r.startsWith('GET '))).toEqual([]);
  });

  it('cada ruta @Idempotente sin la cabecera responde 400 IDEMPOTENCIA_REQUERIDA y no cambia nada', async () => {
    const rutas = idempotentes();
    expect(rutas.length).toBeGreaterThanOrEqual(30);
    const antes = await huellasDeNegocio();
    const respuestas: Array<{ ruta: string; status: number; body: Json }> = [];
    for (const ruta of rutas) {
      // Ids de verdad donde los hay: sin la regla, la escritura llegaría a un préstamo existente.
      const url = ruta.ruta.replace(':numero', '1').replace(/:\w+/g, prestamo._id);
      const r = await prueba.pedir({
        metodo: ruta.metodo as Metodo,
        ruta: url,
        token: tokenPara(ruta),
        cuerpo: ruta.metodo === 'DELETE' ? undefined : {},
        sinClaveIdempotencia: true,
      });
      respuestas.push({ ruta: `${ruta.metodo} ${ruta.ruta}`, status: r.status, body: r.body });
    }
    const esperada = {
      status: 400,
      body: { success: false, code: CODIGOS.idempotenciaRequerida, message: MENSAJES_IDEMPOTENCIA.requerida },
    };
    expect(respuestas).toEqual(rutas.map((r) => ({ ruta: `${r.metodo} ${r.ruta}`, ...esperada })));
    expect(await huellasDeNegocio()).toEqual(antes);
  });

  it('el mensaje dice qué falta y qué hacer, en español', () => {
    expect(MENSAJES_IDEMPOTENCIA.requerida).toBe(
      'Falta la cabecera Idempotency-Key: cada escritura de dinero lleva una clave única para no aplicarse dos veces. Actualice la página e intente de nuevo.',
    );
  });

  it('un cobro, un pago de cuota y un préstamo válidos sin clave no se aplican; con clave, sí', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const escrituras: Array<{ metodo: Metodo; ruta: string; cuerpo: unknown; status: number }> = [
      {
        metodo: 'POST',
        ruta: '/api/cobros',
        cuerpo: { prestamo: prestamo._id, monto: 5000, fecha: hoy },
        status: 201,
      },
      {
        metodo: 'PATCH',
        ruta: `/api/prestamos/${prestamo._id}/plan/cuota/1/pagar`,
        cuerpo: { monto: 5000 },
        status: 200,
      },
      {
        metodo: 'POST',
        ruta: '/api/prestamos',
        cuerpo: { cliente: cliente.id, monto: 10000, interes: 0, cuotas: 1, tipoAmortizacion: 'amortizable' },
        status: 201,
      },
    ];
    for (const { metodo, ruta, cuerpo, status } of escrituras) {
      const antes = await huellasDeNegocio();
      const sinClave = await prueba.pedir({ metodo, ruta, token: admin, cuerpo, sinClaveIdempotencia: true });
      expect(sinClave.status).toBe(400);
      expect(sinClave.body.code).toBe(CODIGOS.idempotenciaRequerida);
      expect(await huellasDeNegocio()).toEqual(antes);
      // La misma solicitud con su clave es válida: lo único que faltaba era la clave.
      const conClave = await prueba.pedir({ metodo, ruta, token: admin, cuerpo });
      expect(conClave.status).toBe(status);
    }
    const [{ cobros }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS cobros FROM cobros WHERE prestamo_id = $1`,
      [prestamo._id],
    );
    expect(cobros).toBe(2);
  });

  it('una clave vacía no cuenta como clave', async () => {
    const r = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobros',
      token: admin,
      cuerpo: { prestamo: prestamo._id, monto: 1000, fecha: hoy },
      cabeceras: { 'idempotency-key': '' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(CODIGOS.idempotenciaClaveInvalida);
  });

  it('las lecturas y las escrituras que no mueven dinero no piden clave', async () => {
    const lectura = await prueba.pedir({
      metodo: 'GET',
      ruta: `/api/prestamos/${prestamo._id}`,
      token: admin,
    });
    expect(lectura.status).toBe(200);
    const cliente = await crearClientePrueba(prueba.dataSource);
    const edicion = await prueba
      .como('admin')
      .put(`/api/clientes/${cliente.id}`, { direccion: 'Carrera 7 # 8-9' }, { sinClaveIdempotencia: true });
    expect(edicion.status).toBe(200);
    expect(edicion.headers['idempotent-replayed']).toBeUndefined();
  });

  it('el documento OpenAPI declara la cabecera obligatoria en cada ruta @Idempotente', async () => {
    const { paths } = (await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' })).body;
    const sinCabecera = idempotentes()
      .filter((ruta) => {
        const operacion = paths[ruta.ruta.replace(/:(\w+)/g, '{$1}')]?.[ruta.metodo.toLowerCase()];
        return !operacion?.parameters?.some(
          (p: Json) => p.in === 'header' && p.name === 'Idempotency-Key' && p.required === true,
        );
      })
      .map((ruta) => `${ruta.metodo} ${ruta.ruta}`);
    expect(sinCabecera).toEqual([]);
  });
});
