// La oficina de la prueba de caja negra del núcleo de dinero (nucleo-dinero.propiedades.e2e-spec.ts): la aplicación con un
// administrador, dos gerentes y dos cobradores, umbrales de aprobación, mora activa y una cuenta Nequi; lo que se pide a
// la API con el token de cada uno, y el modelo de la custodia que la prueba lleva aparte con lo que responde cada
// operación (quién tiene el efectivo de cada cobro y de cada gasto).
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { crearAppPrueba, type AppPrueba, type Json, type Metodo, type RespuestaPrueba } from './app-prueba';
import { activarMora } from './escenarios';
import { crearUsuario } from './fabricas';
import {
  type Actor,
  COBRADORES,
  type Cobrador,
  UMBRALES,
  type CobroEnPoder,
  type GastoEnPoder,
} from './operaciones-dinero';

export function exito(r: RespuestaPrueba, que: string): Json {
  if (r.status >= 300) throw new Error(`${que}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Ninguna operación revienta: o se aplica, o una regla la rechaza con un 4xx y un mensaje en español. */
export function sinError(r: RespuestaPrueba, que: string): boolean {
  if (r.status >= 500) throw new Error(`${que}: ${r.status} ${JSON.stringify(r.body)}`);
  if (r.status >= 400) expect(typeof r.body.message).toBe('string');
  return r.status < 300;
}

export type CajaNegra = Awaited<ReturnType<typeof prepararCajaNegra>>;

export async function prepararCajaNegra() {
  const tokens = new Map<Actor, string>();
  const ids = new Map<Actor, string>();
  const hoy = hoyBogota();
  const desde = sumarDias(hoy, -400);
  // El modelo de la custodia, llevado aquí con lo que responde cada operación.
  const cobrosEnPoder = new Map<string, CobroEnPoder>();
  const cobrosConocidos = new Set<string>();
  const gastos = new Map<string, GastoEnPoder>();
  const prueba: AppPrueba = await crearAppPrueba();

  function pedir(quien: Actor, metodo: Metodo, ruta: string, cuerpo?: unknown) {
    return prueba.pedir({ metodo, ruta, token: tokens.get(quien), cuerpo });
  }

  async function todas(quien: Actor, ruta: string): Promise<Json[]> {
    const filas: Json[] = [];
    for (let page = 1; ; page++) {
      const separador = ruta.includes('?') ? '&' : '?';
      const r = exito(await pedir(quien, 'GET', `${ruta}${separador}limit=1000&page=${page}`), ruta);
      const lista: Json[] = Array.isArray(r) ? r : r.data;
      filas.push(...lista);
      if (lista.length < 1000) return filas;
    }
  }

  /** Los cobros nuevos que muestra la lista entran al modelo de custodia con quien tiene su efectivo. */
  async function registrarCobrosNuevos(): Promise<void> {
    for (const cobro of await todas('admin', '/api/cobros')) {
      if (cobrosConocidos.has(cobro._id)) continue;
      cobrosConocidos.add(cobro._id);
      const cobrador = COBRADORES.find((c) => ids.get(c) === cobro.enPoderDe?._id);
      if (cobrador && cobro.medio === 'transferencia')
        throw new Error(`Una transferencia en poder de ${cobrador}`);
      if (cobrador)
        cobrosEnPoder.set(cobro._id, { cobrador, monto: cobro.monto, estado: 'libre', entrega: null });
    }
  }

  /** Un cobro que ya no está: si el cobrador lo tenía, deja de tenerlo; si ya lo entregó, la oficina lo devuelve. */
  function cobroBorrado(id: string): void {
    const cobro = cobrosEnPoder.get(id);
    if (cobro && cobro.estado !== 'entregado') cobrosEnPoder.delete(id);
  }

  async function cobrosDe(prestamoId: string): Promise<Json[]> {
    return todas('admin', `/api/cobros?prestamo=${prestamoId}`);
  }

  function enPoderModelo(
    cobrador: Cobrador,
    estados: ReadonlyArray<CobroEnPoder['estado']> = ['libre', 'entrega'],
  ): number {
    let total = 0;
    for (const c of cobrosEnPoder.values())
      if (c.cobrador === cobrador && estados.includes(c.estado)) total += c.monto;
    for (const g of gastos.values())
      if (g.cobrador === cobrador && estados.includes(g.estado)) total -= g.monto;
    return total;
  }

  /** El libro diario entero, por id de comprobante. */
  async function diario(): Promise<Map<string, Json>> {
    const asientos = await todas('admin', `/api/contabilidad/diario?desde=${desde}&hasta=${hoy}`);
    return new Map(asientos.map((a) => [a.id, a]));
  }
  async function prestamosDe(clientes: Array<{ id: string }>): Promise<string[]> {
    const ids: string[] = [];
    for (const cliente of clientes)
      for (const p of (await todas('admin', `/api/prestamos?cliente=${cliente.id}`)).sort(
        (a, b) => a.numero - b.numero,
      ))
        if (p.estado !== 'solicitado' && p.estado !== 'rechazado') ids.push(p._id);
    return ids;
  }

  // La oficina: el segundo gerente, los tokens, los umbrales, la mora, el aporte y la cuenta Nequi (lo que devuelve).
  async function preparar(): Promise<string> {
    const segundo = await crearUsuario(prueba.dataSource, { rol: 'gerente', nombre: 'Gerente Dos' });
    for (const nombre of ['admin', 'gerente', 'cobrador1', 'cobrador2'] as const) {
      const usuario = await prueba.cuenta(nombre);
      ids.set(nombre, usuario.id);
      tokens.set(nombre, await prueba.token(usuario));
    }
    ids.set('gerente2', segundo.id);
    tokens.set('gerente2', await prueba.token(segundo));

    exito(await pedir('admin', 'PUT', '/api/aprobaciones/umbrales', UMBRALES), 'umbrales');
    // La mora (24 % anual, nunca sobre la usura de 26,8 %) corre desde hace 60 días: los préstamos fechados atrás la causan.
    await activarMora(prueba, { desdeHaceDias: 60 });
    // Un aporte del dueño fondea la caja, fechado antes de todo préstamo.
    exito(
      await pedir('admin', 'POST', '/api/flujo-caja/movimientos', {
        fecha: sumarDias(hoy, -50),
        tipo: 'ingreso',
        categoria: 'capital',
        concepto: 'Aporte de capital',
        monto: 400_000_000,
      }),
      'aporte',
    );
    return exito(
      await pedir('admin', 'POST', '/api/pagos/cuentas', {
        tipo: 'nequi',
        nombre: 'Nequi',
        identificador: '300 123 4567',
      }),
      'cuenta',
    )._id;
  }
  const cuentaNequi = await preparar().catch(async (error: unknown) => {
    await prueba.cerrar();
    throw error;
  });

  return {
    prueba,
    tokens,
    ids,
    hoy,
    desde,
    cuentaNequi,
    cobrosEnPoder,
    cobrosConocidos,
    gastos,
    pedir,
    todas,
    registrarCobrosNuevos,
    cobroBorrado,
    cobrosDe,
    enPoderModelo,
    diario,
    prestamosDe,
  };
}
