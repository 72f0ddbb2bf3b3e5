// Seguridad por filas en el mayor, las rutas, las metas y los resúmenes por disparador (issue 68,
// docs/decisiones/politicas-libros-y-resumenes.md): el gerente de la oficina B no ve nada de la A, el tablero de cada
// uno es el de su oficina, y el administrador ve una oficina con ?oficina= y la suma sin él. Las cifras esperadas se
// calculan aquí, con los montos que la prueba pide (préstamos sin interés: lo que queda de capital es monto − cobrado).
import { hoyBogota } from '@cartera/dominio';
import { conAlcance, TODAS, type Alcance } from '../src/database/alcance';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, RespuestaPrueba } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';

/** Lo que la prueba pone en cada oficina: un cliente con un préstamo y un cobro. */
const MONTOS = { a: { prestamo: 40_000, cobro: 10_000 }, b: { prestamo: 60_000, cobro: 7_000 } } as const;

/** Las tablas de esta migración con filas de las dos oficinas después de preparar. */
const CON_FILAS = [
  'contabilidad_lineas',
  'contabilidad_saldos_mes',
  'rutas',
  'metas_cobrador',
  'prestamos_resumen',
  'cobros_resumen',
  'clientes_totales',
  'cobros_cobrador_mes',
];
/** Las demás tablas que acota: pueden estar vacías aquí, pero tampoco muestran filas de otra oficina. */
const SIN_FILAS = [
  'mi_ruta_rechazos',
  'notificaciones_destinatarios',
  'aprobaciones_acumulado',
  'contabilidad_causaciones',
  'contabilidad_ingreso_causado',
  'pagos_transferencias',
  'pagos_lineas_cobros',
  'pagos_cobros_transferencia',
  'supresiones',
];

const datos = (r: RespuestaPrueba, estados = [200, 201]): Json => {
  if (!estados.includes(r.status)) throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 400)}`);
  return r.body.data;
};

describe('políticas por oficina del mayor, las rutas, las metas y los resúmenes', () => {
  const { prueba } = usarAppPrueba();
  const hoy = hoyBogota();
  const oficinas = { a: '', b: '' };
  const rutas = { a: '', b: '' };
  const metas = { a: '', b: '' };
  let tokenGerenteB: string;

  /** Un cliente con su préstamo y su cobro en la oficina, creados por quien la atiende. */
  async function sembrar(oficina: 'a' | 'b', token: string, cobradorId: string) {
    const crear = (ruta: string, cuerpo: unknown) => prueba.pedir({ metodo: 'POST', ruta, cuerpo, token });
    const cliente = datos(
      await crear(
        '/api/clientes',
        cuerpoCliente({ cobrador: cobradorId, autorizacionDatos: { canal: 'presencial_firmado' } }),
      ),
    );
    const prestamo = datos(
      await crear('/api/prestamos', {
        cliente: cliente._id,
        cobrador: cobradorId,
        monto: MONTOS[oficina].prestamo,
        interes: 0,
        cuotas: 4,
        tipoAmortizacion: 'amortizable',
      }),
    );
    datos(await crear('/api/cobros', { prestamo: prestamo._id, monto: MONTOS[oficina].cobro, fecha: hoy }));
    const [ruta] = datos(await crear('/api/rutas/generar', { fecha: hoy, tipo: 'todos', cobradorId }));
    rutas[oficina] = ruta._id;
    metas[oficina] = datos(
      await crear('/api/metas-cobrador', {
        cobradorId,
        periodo: hoy.slice(0, 7),
        metaMonto: 100_000,
        metaCobros: 5,
        fechaVencimiento: `${hoy.slice(0, 8)}28`,
      }),
    )._id;
  }

  beforeAll(async () => {
    const admin = prueba.como('admin');
    oficinas.a = datos(await admin.get('/api/oficinas'))[0]._id;
    oficinas.b = datos(
      await admin.post('/api/oficinas', { codigo: 'NORTE', nombre: 'Oficina Norte', ciudad: 'Bello' }),
    )._id;
    const cuenta = async (rol: 'gerente' | 'cobrador', nombre: string) => {
      const creada = datos(
        await admin.post('/api/usuarios', {
          nombre,
          email: `${nombre.toLowerCase().replace(/ /g, '.')}@prueba.local`,
          password: 'clave-segura-de-la-prueba',
          rol,
          oficinas: [oficinas.b],
        }),
      );
      const [usuario] = await prueba.dueno.query(
        `SELECT id, rol, credenciales_version AS "credencialesVersion" FROM usuarios WHERE id = $1`,
        [creada._id],
      );
      return { id: usuario.id as string, token: await prueba.token(usuario) };
    };
    const gerenteB = await cuenta('gerente', 'Gerente Norte');
    const cobradorB = await cuenta('cobrador', 'Cobrador Norte');
    tokenGerenteB = gerenteB.token;
    const tokenGerenteA = await prueba.token('gerente');
    await sembrar('a', tokenGerenteA, (await prueba.cuenta('cobrador1')).id);
    await sembrar('b', gerenteB.token, cobradorB.id);
  });

  const comoGerenteB = (ruta: string) => prueba.pedir({ metodo: 'GET', ruta, token: tokenGerenteB });

  /** Las filas de cada tabla por oficina, leídas por la aplicación (su rol, cartera_app) con `alcance`. */
  const filasPorOficina = (alcance: Alcance, tabla: string) =>
    conAlcance(alcance, async () => {
      const filas: Array<{ oficina_id: string; n: number }> = await prueba.dataSource.query(
        `SELECT oficina_id, count(*)::int AS n FROM ${tabla} GROUP BY oficina_id`,
      );
      return new Map(filas.map((f) => [f.oficina_id, f.n]));
    });

  it('con el alcance de la oficina B, ninguna tabla acotada muestra una fila de la A (que con todas sí está)', async () => {
    for (const tabla of [...CON_FILAS, ...SIN_FILAS]) {
      const deB = await filasPorOficina({ oficinas: [oficinas.b] }, tabla);
      expect({ tabla, otras: [...deB.keys()].filter((id) => id !== oficinas.b) }).toEqual({
        tabla,
        otras: [],
      });
    }
    for (const tabla of CON_FILAS) {
      const todas = await filasPorOficina(TODAS, tabla);
      expect({ tabla, a: todas.has(oficinas.a), b: todas.has(oficinas.b) }).toEqual({
        tabla,
        a: true,
        b: true,
      });
      expect(await filasPorOficina({ oficinas: [] }, tabla)).toEqual(new Map());
    }
  });

  it('un comprobante se ve desde las oficinas de sus líneas', async () => {
    const sinLineasDeB = (alcance: Alcance) =>
      conAlcance(alcance, async () => {
        const [{ n }]: Array<{ n: number }> = await prueba.dataSource.query(
          `SELECT count(*)::int AS n FROM contabilidad_asientos a
           WHERE NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.asiento_id = a.id AND l.oficina_id = $1)`,
          [oficinas.b],
        );
        return n;
      });
    expect(await sinLineasDeB({ oficinas: [oficinas.b] })).toBe(0);
    expect(await sinLineasDeB(TODAS)).toBeGreaterThan(0);
  });

  it('el gerente de B no ve las rutas ni las metas de A; la de su oficina, sí', async () => {
    const listaRutas = datos(await comoGerenteB(`/api/rutas?fecha=${hoy}`));
    expect(listaRutas.map((r: Json) => r._id)).toEqual([rutas.b]);
    expect((await comoGerenteB(`/api/rutas/${rutas.a}`)).status).toBe(404);
    const listaMetas = datos(await comoGerenteB('/api/metas-cobrador')).data;
    expect(listaMetas.map((m: Json) => m._id)).toEqual([metas.b]);
    expect((await comoGerenteB(`/api/metas-cobrador/${metas.a}`)).status).toBe(404);
    // El avance de su meta es lo que cobró su cobrador en el mes: el cobro de B.
    expect(listaMetas[0].montoAlcanzado).toBe(MONTOS.b.cobro);
  });

  it('el mayor del gerente de B es sólo el de su oficina: su balance es el de B del administrador', async () => {
    const balance = (r: RespuestaPrueba) => {
      const { cuentas, totalDebitos, totalCreditos } = datos(r);
      return { cuentas, totalDebitos, totalCreditos };
    };
    const rango = `desde=${hoy}&hasta=${hoy}`;
    const admin = prueba.como('admin');
    const deB = balance(await admin.get(`/api/contabilidad/balance-prueba?${rango}&oficina=${oficinas.b}`));
    const consolidado = balance(await admin.get(`/api/contabilidad/balance-prueba?${rango}`));
    expect(deB.totalDebitos).toBeGreaterThan(0);
    expect(deB.totalDebitos).toBeLessThan(consolidado.totalDebitos);
    expect(balance(await comoGerenteB(`/api/contabilidad/balance-prueba?${rango}`))).toEqual(deB);
  });

  /** Lo que el tablero debe decir de las oficinas `cuales`, calculado con los montos de la prueba. */
  const esperado = (...cuales: Array<'a' | 'b'>) => {
    const suma = (f: (m: (typeof MONTOS)['a' | 'b']) => number) =>
      cuales.reduce((total, o) => total + f(MONTOS[o]), 0);
    return {
      totalClientes: cuales.length,
      totalPrestamos: cuales.length,
      prestamosActivos: cuales.length,
      totalCobros: cuales.length,
      montoPrestado: suma((m) => m.prestamo),
      montoCobrado: suma((m) => m.cobro),
      carteraVigente: suma((m) => m.prestamo - m.cobro),
    };
  };
  const cifras = (r: RespuestaPrueba) => {
    const d = datos(r);
    return {
      totalClientes: d.totalClientes,
      totalPrestamos: d.totalPrestamos,
      prestamosActivos: d.prestamosActivos,
      totalCobros: d.totalCobros,
      montoPrestado: d.montoPrestado,
      montoCobrado: d.montoCobrado,
      carteraVigente: d.carteraVigente,
    };
  };

  it('el tablero de cada gerente es el de su oficina', async () => {
    expect(cifras(await comoGerenteB('/api/dashboard/resumen'))).toEqual(esperado('b'));
    expect(cifras(await prueba.como('gerente').get('/api/dashboard/resumen'))).toEqual(esperado('a'));
  });

  it('el administrador ve una oficina con ?oficina= y la suma de las dos sin él', async () => {
    const admin = prueba.como('admin');
    expect(cifras(await admin.get(`/api/dashboard/resumen?oficina=${oficinas.a}`))).toEqual(esperado('a'));
    expect(cifras(await admin.get(`/api/dashboard/resumen?oficina=${oficinas.b}`))).toEqual(esperado('b'));
    expect(cifras(await admin.get('/api/dashboard/resumen'))).toEqual(esperado('a', 'b'));
    // Un gerente que pide una oficina que no es suya no ve nada de ella.
    expect(cifras(await comoGerenteB(`/api/dashboard/resumen?oficina=${oficinas.a}`)).totalPrestamos).toBe(0);
  });

  it('los reportes siguen ?oficina= del administrador', async () => {
    const cobrado = async (consulta: string) => {
      const { resumen } = datos(
        await prueba.como('admin').get(`/api/reportes/cobros?desde=${hoy}&hasta=${hoy}${consulta}`),
      );
      return { cantidad: resumen.cantidad, total: resumen.total };
    };
    expect(await cobrado(`&oficina=${oficinas.a}`)).toEqual({ cantidad: 1, total: MONTOS.a.cobro });
    expect(await cobrado(`&oficina=${oficinas.b}`)).toEqual({ cantidad: 1, total: MONTOS.b.cobro });
    expect(await cobrado('')).toEqual({ cantidad: 2, total: MONTOS.a.cobro + MONTOS.b.cobro });
  });
});
