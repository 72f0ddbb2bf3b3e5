// La prueba de caja negra del núcleo de dinero (docs/decisiones/nucleo-de-dinero.md, «La prueba de caja negra»): secuencias al azar
// de toda operación de dinero —desembolso, cobro en efectivo y por transferencia, pago de cuota, liquidación con y sin
// descuento, condonación, castigo, recuperación, reenganche con dinero nuevo, borrado de un cobro, anulación, paso de un
// cobro al préstamo de otro cliente, gasto, entrega y su confirmación, el barrido que causa la mora, la aprobación de lo
// que espera— hechas por un administrador, dos gerentes y dos cobradores, sobre préstamos fechados en el pasado (dentro
// de la ventana) con interés de mora. Después de cada secuencia, sólo con lo que devuelve la API y sin código de la
// aplicación:
//  (a) cada evento dice en la página del préstamo (GET /api/prestamos/:id/movimientos) el mismo capital, interés, mora
//      y efectivo que su comprobante en el libro diario (GET /api/contabilidad/diario), y cada comprobante mueve el
//      diferido lo mismo que la cartera de interés y de mora (el interés no es ingreso hasta cobrarse);
//  (b) lo que entregaron y perdonaron los gerentes sin aprobación, sumado del diario por cliente y por gerente en el
//      día, nunca pasa los umbrales de Configuración (GET /api/aprobaciones/umbrales);
//  (c) el efectivo en poder de cada cobrador (GET /api/caja/cobradores) es el que esta prueba lleva aparte con sus cobros
//      en efectivo, sus gastos y sus entregas; una transferencia nunca entra;
//  (d) débitos = créditos, y el capital y el interés del reporte de cartera son los del mayor y suman los saldos de los
//      préstamos.
// Corridas: 3 con semilla fija en `npm test`; una larga:
// PROPIEDADES_RUNS=500 PROPIEDADES_SEMILLA=$RANDOM npx jest --selectProjects api -- api/test/nucleo-dinero.propiedades.e2e-spec.ts
import fc from 'fast-check';
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { crearAppPrueba, type AppPrueba, type Json, type RespuestaPrueba } from './support/app-prueba';
import { crearClientePrueba, semanalDesde } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';
import {
  type Actor,
  OFICINA,
  COBRADORES,
  type Cobrador,
  type Operacion,
  CORRIDAS,
  SEMILLA,
  UMBRALES,
  AMORTIZACIONES,
  CAPITAL,
  INTERES,
  MORA,
  DIFERIDO,
  MORA_DIFERIDA,
  RECUPERACIONES,
  esEfectivo,
  operacion,
  type CobroEnPoder,
  type GastoEnPoder,
} from './support/operaciones-dinero';


describe('núcleo de dinero: propiedad de caja negra', () => {
  let prueba: AppPrueba;
  const tokens = new Map<Actor, string>();
  const ids = new Map<Actor, string>();
  const hoy = hoyBogota();
  const desde = sumarDias(hoy, -400);
  let cuentaNequi: string;

  // El modelo de la custodia, llevado aquí con lo que responde cada operación.
  const cobrosEnPoder = new Map<string, CobroEnPoder>();
  const cobrosConocidos = new Set<string>();
  const gastos = new Map<string, GastoEnPoder>();

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    const segundo = await crearUsuario(prueba.dataSource, { rol: 'gerente', nombre: 'Gerente Dos' });
    for (const nombre of ['admin', 'gerente', 'cobrador1', 'cobrador2'] as const) {
      const usuario = await prueba.cuenta(nombre);
      ids.set(nombre, usuario.id);
      tokens.set(nombre, await prueba.token(usuario));
    }
    ids.set('gerente2', segundo.id);
    tokens.set('gerente2', await prueba.token(segundo));

    exito(await pedir('admin', 'PUT', '/api/aprobaciones/umbrales', UMBRALES), 'umbrales');
    // La mora nunca pasa la usura: se activa con una tasa certificada vigente.
    await prueba.dataSource.query(
      `INSERT INTO tasas_usura (tipo_credito, tasa, desde, hasta, resolucion) VALUES ('consumo_ordinario', 26.8, $1, $2, 'Prueba')`,
      [sumarDias(hoy, -400), sumarDias(hoy, 30)],
    );
    exito(
      await pedir('admin', 'PUT', '/api/configuracion/organizacion', {
        moraActiva: true,
        moraTasa: 24,
        moraPeriodicidad: 'anual',
        moraDiasGracia: 0,
      }),
      'mora',
    );
    // La mora corre desde su activación: aquí, desde hace 60 días, para que los préstamos fechados atrás la causen.
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET mora_desde = $1`, [
      sumarDias(hoy, -60),
    ]);
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
    cuentaNequi = exito(
      await pedir('admin', 'POST', '/api/pagos/cuentas', {
        tipo: 'nequi',
        nombre: 'Nequi',
        identificador: '300 123 4567',
      }),
      'cuenta',
    )._id;
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  function pedir(
    quien: Actor,
    metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    ruta: string,
    cuerpo?: unknown,
  ) {
    return prueba.pedir({ metodo, ruta, token: tokens.get(quien), cuerpo });
  }

  function exito(r: RespuestaPrueba, que: string): Json {
    if (r.status >= 300) throw new Error(`${que}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  }

  /** Ninguna operación revienta: o se aplica, o una regla la rechaza con un 4xx y un mensaje en español. */
  function sinError(r: RespuestaPrueba, que: string): boolean {
    if (r.status >= 500) throw new Error(`${que}: ${r.status} ${JSON.stringify(r.body)}`);
    if (r.status >= 400) expect(typeof r.body.message).toBe('string');
    return r.status < 300;
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

  async function aplicar(
    op: Operacion,
    prestamos: string[],
    clientes: Array<{ id: string; cobrador: Cobrador }>,
  ): Promise<void> {
    const quien = (indice: number) =>
      (['gerente', 'gerente2', 'admin', 'cobrador1', 'cobrador2'] as const)[indice % 5];
    const oficina = (indice: number) => OFICINA[indice % OFICINA.length];
    const elegido = 'prestamo' in op ? prestamos[op.prestamo % prestamos.length] : '';
    const detalle = elegido
      ? exito(await pedir('admin', 'GET', `/api/prestamos/${elegido}`), 'préstamo')
      : null;
    const saldo = detalle ? Number(detalle.saldoPendiente) : 0;
    const cobradorDel = detalle ? COBRADORES.find((c) => ids.get(c) === detalle.cobrador?._id) : undefined;
    switch (op.tipo) {
      case 'desembolso': {
        const cliente = clientes[op.cliente % clientes.length];
        const fecha = sumarDias(hoy, -op.diasAtras);
        const r = await pedir(quien(op.actor), 'POST', '/api/prestamos', {
          cliente: cliente.id,
          monto: op.monto * 50_000,
          ...semanalDesde(fecha),
          tipoAmortizacion: AMORTIZACIONES[op.amortizacion],
        });
        sinError(r, 'desembolso');
        return;
      }
      case 'cobro': {
        if (saldo <= 0) return;
        const monto = Math.max(1, Math.round(saldo * op.fraccion));
        const por = quien(op.actor);
        const esCobrador = por === 'cobrador1' || por === 'cobrador2';
        const cuerpo: Record<string, unknown> = {
          prestamo: elegido,
          monto,
          fecha: sumarDias(hoy, -op.diasAtras),
        };
        if (op.transferencia && !esCobrador)
          Object.assign(cuerpo, { medio: 'transferencia', cuenta: cuentaNequi, referencia: `T-${monto}` });
        else if (!esCobrador && op.aNombre && cobradorDel)
          Object.assign(cuerpo, { cobrador: ids.get(cobradorDel), enPoderDe: ids.get(cobradorDel) });
        sinError(
          await pedir(esCobrador && cobradorDel ? cobradorDel : por, 'POST', '/api/cobros', cuerpo),
          'cobro',
        );
        return;
      }
      case 'pagarCuota': {
        const por = quien(op.actor);
        const esCobrador = por === 'cobrador1' || por === 'cobrador2';
        sinError(
          await pedir(
            esCobrador && cobradorDel ? cobradorDel : por,
            'PATCH',
            `/api/prestamos/${elegido}/plan/cuota/${op.numero}/pagar`,
            {
              monto: Math.max(1, Math.round(Math.min(saldo, 300_000) * op.fraccion)),
              fecha: hoy,
            },
          ),
          'pagar cuota',
        );
        return;
      }
      case 'liquidar': {
        if (saldo <= 0) return;
        sinError(
          await pedir(oficina(op.actor), 'POST', `/api/prestamos/${elegido}/liquidar`, {
            montoRecibido: Math.max(1, Math.round(saldo * op.fraccion)),
            motivo: 'Pago anticipado',
          }),
          'liquidar',
        );
        return;
      }
      case 'condonar':
        if (saldo <= 0) return;
        sinError(
          await pedir(oficina(op.actor), 'POST', `/api/prestamos/${elegido}/condonar`, {
            monto: Math.max(1, Math.round(saldo * op.fraccion)),
            motivo: 'Acuerdo de pago',
          }),
          'condonar',
        );
        return;
      case 'castigar':
        sinError(
          await pedir(oficina(op.actor), 'POST', `/api/prestamos/${elegido}/castigar`, {
            motivo: 'Incobrable',
          }),
          'castigar',
        );
        return;
      case 'recuperar':
        if (detalle?.estado !== 'castigado') return;
        sinError(
          await pedir(oficina(op.actor), 'POST', '/api/cobros', {
            prestamo: elegido,
            monto: 20_000,
            fecha: hoy,
          }),
          'recuperar',
        );
        return;
      case 'borrarCobro': {
        const [cobro] = await cobrosDe(elegido);
        if (!cobro) return;
        if (sinError(await pedir(oficina(op.actor), 'DELETE', `/api/cobros/${cobro._id}`), 'borrar cobro'))
          cobroBorrado(cobro._id);
        return;
      }
      case 'anular':
        sinError(
          await pedir(oficina(op.actor), 'POST', `/api/prestamos/${elegido}/anular`, {
            motivo: 'Error de registro',
          }),
          'anular',
        );
        return;
      case 'corregir': {
        // El último cobro pasa al préstamo de otro cliente: quien tiene el efectivo no cambia.
        const [cobro] = await cobrosDe(elegido);
        if (!cobro) return;
        const destino = prestamos.find((p) => p !== elegido);
        if (!destino) return;
        const r = await pedir(oficina(op.actor), 'POST', `/api/cobros/${cobro._id}/corregir-prestamo`, {
          prestamo: destino,
          motivo: 'Préstamo equivocado',
        });
        if (sinError(r, 'corregir') && r.body.data._id !== cobro._id) {
          // Si el cobro cambia de id, el nuevo hereda lo que el modelo sabía del anterior.
          const antes = cobrosEnPoder.get(cobro._id);
          cobrosConocidos.add(r.body.data._id);
          if (antes) cobrosEnPoder.set(r.body.data._id, antes);
          cobrosEnPoder.delete(cobro._id);
        }
        return;
      }
      case 'reenganche': {
        const r = await pedir(oficina(op.actor), 'POST', `/api/prestamos/${elegido}/reenganche`, {
          cuotas: 4,
          interes: 10,
          modalidad: 'semanal',
          tipoAmortizacion: 'amortizable',
          montoAdicional: op.monto * 100_000,
          confirmarUsura: true,
        });
        sinError(r, 'reenganche');
        return;
      }
      case 'gasto': {
        const cobrador = COBRADORES[op.cobrador];
        const monto = Math.max(1_000, Math.round(15_000 * op.fraccion));
        const r = await pedir(cobrador, 'POST', '/api/caja/gastos', {
          fecha: hoy,
          categoria: 'transporte',
          monto,
          concepto: 'Bus',
        });
        if (sinError(r, 'gasto') && r.body.data.estado === 'aceptado')
          gastos.set(r.body.data._id, { cobrador, monto, estado: 'libre', entrega: null });
        return;
      }
      case 'entregar': {
        const cobrador = COBRADORES[op.cobrador];
        await registrarCobrosNuevos();
        const esperado = enPoderModelo(cobrador, ['libre']);
        const r = await pedir(cobrador, 'POST', '/api/caja/entregas', {
          montoEntregado: Math.max(0, Math.round(esperado * op.fraccion)),
        });
        if (!sinError(r, 'entregar')) return;
        const entrega = r.body.data;
        expect({ entrega: 'esperado', cobrador, monto: entrega.esperado }).toEqual({
          entrega: 'esperado',
          cobrador,
          monto: esperado,
        });
        for (const item of [...cobrosEnPoder.values(), ...gastos.values()])
          if (item.cobrador === cobrador && item.estado === 'libre')
            Object.assign(item, { estado: 'entrega', entrega: entrega._id });
        return;
      }
      case 'confirmar': {
        const [entrega] = await todas('admin', '/api/caja/entregas?estado=pendiente');
        if (!entrega) return;
        const r = await pedir(oficina(op.actor), 'PATCH', `/api/caja/entregas/${entrega._id}/confirmar`, {
          montoRecibido: Math.round(entrega.montoEntregado * op.fraccion),
        });
        if (!sinError(r, 'confirmar')) return;
        for (const item of [...cobrosEnPoder.values(), ...gastos.values()])
          if (item.entrega === entrega._id) item.estado = 'entregado';
        return;
      }
      case 'barrido':
        exito(await pedir('admin', 'POST', '/api/sistema/barrido'), 'barrido');
        return;
      case 'pedazos': {
        const gerente = op.actor === 0 ? 'gerente' : 'gerente2';
        for (let i = 0; i < op.partes; i++) {
          if (op.clase === 'desembolso') {
            const cliente = clientes[op.cliente % clientes.length];
            const r = await pedir(gerente, 'POST', '/api/prestamos', {
              cliente: cliente.id,
              monto: Math.round(UMBRALES.prestamoGerente * 0.9),
              ...semanalDesde(hoy),
            });
            sinError(r, 'pedazo de desembolso');
          } else if (saldo > 0) {
            const r = await pedir(gerente, 'POST', `/api/prestamos/${elegido}/condonar`, {
              monto: Math.min(saldo, Math.round(UMBRALES.condonacion * 0.9)),
              motivo: 'Acuerdo de pago',
            });
            sinError(r, 'pedazo de condonación');
          }
        }
        return;
      }
      case 'aprobar': {
        const pendientes = await todas('admin', '/api/aprobaciones?estado=pendiente');
        const aprobacion = pendientes[op.indice % Math.max(1, pendientes.length)];
        if (!aprobacion) return;
        const quienAprueba = (['admin', 'gerente', 'gerente2'] as const)[op.actor];
        const r =
          aprobacion.tipo === 'prestamo'
            ? await pedir(quienAprueba, 'PATCH', `/api/prestamos/${aprobacion.prestamo._id}/aprobar`, {
                confirmarUsura: true,
              })
            : await pedir(quienAprueba, 'PATCH', `/api/aprobaciones/${aprobacion._id}/aprobar`, {});
        sinError(r, `aprobar ${aprobacion.tipo}`);
        return;
      }
    }
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

  /** Crédito − débito de las líneas de un comprobante en una cuenta (y en un préstamo, si se pide). */
  function neto(asiento: Json, codigo: string | ((c: string) => boolean), prestamoId?: string): number {
    let total = 0;
    for (const l of asiento.lineas as Json[]) {
      const cuenta = typeof codigo === 'string' ? l.codigo === codigo : codigo(l.codigo);
      if (cuenta && (prestamoId === undefined || l.prestamo?.id === prestamoId))
        total += l.credito - l.debito;
    }
    return Math.round(total * 100) / 100 || 0;
  }

  /** Cuánto baja (+) o sube (−) cada movimiento la deuda del préstamo: su capital, interés y mora van con ese signo. */
  const SIGNO: Record<string, number> = {
    desembolso: -1,
    reversion: -1,
    mora: -1,
    cobro: 1,
    liquidacion: 1,
    condonacion: 1,
    castigo: 1,
    anulacion: 1,
    reenganche: 1,
    // Lo recuperado de un castigado no vuelve a la cartera: es ingreso (425035), comparado aparte.
    recuperacion: 0,
  };

  /** (a) La página de cada préstamo contra el diario, comprobante por comprobante. */
  async function compararPaginaYMayor(prestamos: string[], asientos: Map<string, Json>): Promise<void> {
    const porAsiento = new Map<string, Array<{ prestamo: string; m: Json }>>();
    for (const prestamoId of new Set(prestamos)) {
      const movimientos: Json[] = exito(
        await pedir('admin', 'GET', `/api/prestamos/${prestamoId}/movimientos`),
        'movimientos',
      );
      for (const m of movimientos) {
        if (!m.asientoContable) {
          // Sin comprobante, el movimiento no mueve nada en los libros.
          expect({
            prestamoId,
            tipo: m.tipo,
            capital: m.capital,
            interes: m.interes,
            mora: m.mora,
            efectivo: m.efectivo,
          }).toEqual({ prestamoId, tipo: m.tipo, capital: 0, interes: 0, mora: 0, efectivo: 0 });
          continue;
        }
        const lista = porAsiento.get(m.asientoContable.id) ?? [];
        lista.push({ prestamo: prestamoId, m });
        porAsiento.set(m.asientoContable.id, lista);
      }
    }
    for (const [asientoId, eventos] of porAsiento) {
      const asiento = asientos.get(asientoId);
      expect({ asientoId, enElDiario: asiento !== undefined }).toEqual({ asientoId, enElDiario: true });
      const prestamosDelAsiento = new Set(eventos.map((e) => e.prestamo));
      for (const prestamoId of prestamosDelAsiento) {
        const pagina = { capital: 0, interes: 0, mora: 0 };
        const tipos: string[] = [];
        for (const { prestamo: p, m } of eventos) {
          if (p !== prestamoId) continue;
          tipos.push(m.tipo);
          pagina.capital += SIGNO[m.tipo] * m.capital;
          pagina.interes += SIGNO[m.tipo] * m.interes;
          pagina.mora += SIGNO[m.tipo] * m.mora;
        }
        const redondo = (v: number) => Math.round(v * 100) / 100 || 0;
        expect({
          asiento: asiento.numero,
          tipos,
          capital: redondo(pagina.capital),
          interes: redondo(pagina.interes),
          mora: redondo(pagina.mora),
        }).toEqual({
          asiento: asiento.numero,
          tipos,
          capital: neto(asiento, CAPITAL, prestamoId),
          interes: neto(asiento, INTERES, prestamoId),
          mora: neto(asiento, MORA, prestamoId),
        });
      }
      const recuperado = eventos
        .filter(({ m }) => m.tipo === 'recuperacion')
        .reduce((t, { m }) => t + m.capital + m.interes, 0);
      expect({ asiento: asiento.numero, recuperado }).toEqual({
        asiento: asiento.numero,
        recuperado: neto(asiento, RECUPERACIONES),
      });
      // El efectivo de la página es el que el comprobante mueve en las cajas y los bancos.
      const efectivo = eventos.reduce((t, { m }) => t + m.efectivo, 0);
      const movimientos = eventos.map(({ m }) => `${m.tipo} ${m.efectivo}`);
      expect({
        asiento: asiento.numero,
        movimientos,
        efectivo: Math.round(efectivo * 100) / 100 || 0,
      }).toEqual({
        asiento: asiento.numero,
        movimientos,
        efectivo: 0 - neto(asiento, esEfectivo),
      });
    }
    for (const asiento of asientos.values()) {
      // El interés y la mora por cobrar no son ingreso: cada comprobante mueve su diferido lo mismo que la cartera.
      expect({
        asiento: asiento.numero,
        interes: 0 - neto(asiento, INTERES),
        mora: 0 - neto(asiento, MORA),
      }).toEqual({
        asiento: asiento.numero,
        interes: neto(asiento, DIFERIDO),
        mora: neto(asiento, MORA_DIFERIDA),
      });
      // Todo comprobante de la cartera de un préstamo de la prueba tiene su movimiento en la página.
      if (asiento.origen === 'prestamo' && !porAsiento.has(asiento.id)) {
        const tocaCartera = (asiento.lineas as Json[]).some(
          (l) =>
            [CAPITAL, INTERES, MORA].includes(l.codigo) &&
            l.debito + l.credito !== 0 &&
            prestamos.includes(l.prestamo?.id),
        );
        expect({ asiento: asiento.numero, tipo: asiento.tipo, sinMovimiento: tocaCartera }).toEqual({
          asiento: asiento.numero,
          tipo: asiento.tipo,
          sinMovimiento: false,
        });
      }
    }
  }

  /** (b) Lo que cada gerente entregó o perdonó sin aprobación, sumado del diario, dentro de los umbrales. */
  async function comprobarUmbrales(asientos: Map<string, Json>): Promise<void> {
    const umbrales = exito(await pedir('admin', 'GET', '/api/aprobaciones/umbrales'), 'umbrales');
    const gerentes = new Map([
      [ids.get('gerente'), 'gerente'],
      [ids.get('gerente2'), 'gerente2'],
    ]);
    const porCliente = new Map<string, number>();
    const porGerente = new Map<string, number>();
    const sumar = (mapa: Map<string, number>, clave: string, monto: number) =>
      mapa.set(clave, (mapa.get(clave) ?? 0) + monto);
    for (const a of asientos.values()) {
      const gerente = gerentes.get(a.registradoPor?._id);
      if (!gerente || a.createdAt.slice(0, 10) < sumarDias(hoy, -1)) continue;
      const linea = (a.lineas as Json[]).find((l) => l.tercero?.tipo === 'cliente');
      const cliente = linea?.tercero.id;
      const baja = neto(a, CAPITAL) + neto(a, INTERES) + neto(a, MORA);
      let medida: { umbral: 'prestamoGerente' | 'condonacion' | 'castigo'; monto: number } | null = null;
      if (a.tipo === 'desembolso') medida = { umbral: 'prestamoGerente', monto: 0 - neto(a, CAPITAL) };
      if (a.tipo === 'reenganche') medida = { umbral: 'prestamoGerente', monto: neto(a, esEfectivo) };
      if (a.tipo === 'condonacion') medida = { umbral: 'condonacion', monto: baja };
      if (a.tipo === 'liquidacion') medida = { umbral: 'condonacion', monto: baja + neto(a, esEfectivo) };
      if (a.tipo === 'castigo') medida = { umbral: 'castigo', monto: neto(a, CAPITAL) + neto(a, INTERES) };
      if (!medida || medida.monto <= 0) continue;
      sumar(porCliente, `${medida.umbral}:${cliente}`, medida.monto);
      sumar(porGerente, gerente, medida.monto);
    }
    for (const [clave, total] of porCliente) {
      const umbral = umbrales[clave.split(':')[0]];
      if (umbral) expect({ clave, total, pasa: total > umbral }).toEqual({ clave, total, pasa: false });
    }
    for (const [gerente, total] of porGerente)
      if (umbrales.gerenteDiario)
        expect({ gerente, total, pasa: total > umbrales.gerenteDiario }).toEqual({
          gerente,
          total,
          pasa: false,
        });
  }

  /** (c) El efectivo en poder de cada cobrador, según la API y según el modelo de esta prueba. */
  async function comprobarCustodia(): Promise<void> {
    await registrarCobrosNuevos();
    const vivos = new Set((await todas('admin', '/api/cobros')).map((c) => c._id));
    for (const id of [...cobrosEnPoder.keys()]) if (!vivos.has(id)) cobroBorrado(id);
    const filas: Json[] = exito(await pedir('admin', 'GET', '/api/caja/cobradores'), 'caja');
    for (const cobrador of COBRADORES) {
      const fila = filas.find((f) => f.cobradorId === ids.get(cobrador));
      expect({ cobrador, enPoder: fila?.enPoder ?? 0 }).toEqual({
        cobrador,
        enPoder: enPoderModelo(cobrador),
      });
    }
  }

  /** (d) Partida doble y el reporte de cartera contra el mayor y los saldos de los préstamos. */
  async function comprobarTotales(): Promise<void> {
    const balance = exito(
      await pedir('admin', 'GET', `/api/contabilidad/balance-prueba?desde=${desde}&hasta=${hoy}`),
      'balance',
    );
    const filas: Json[] = balance.cuentas;
    const debitos = filas.reduce((t, f) => t + f.debitos, 0);
    const creditos = filas.reduce((t, f) => t + f.creditos, 0);
    expect(Math.round(debitos * 100)).toBe(Math.round(creditos * 100));
    const saldoDe = (codigo: string) =>
      filas.filter((f) => f.codigo === codigo).reduce((t, f) => t + f.saldo, 0);
    const reporte = exito(await pedir('admin', 'GET', `/api/reportes/cartera?fecha=${hoy}`), 'reporte');
    expect({ capital: reporte.totales.capitalPendiente, interes: reporte.totales.interesPendiente }).toEqual({
      capital: saldoDe(CAPITAL),
      interes: saldoDe(INTERES),
    });
    const abiertos = (await todas('admin', '/api/prestamos')).filter((p) =>
      ['activo', 'vencido', 'mora'].includes(p.estado),
    );
    const saldos = abiertos.reduce((t, p) => t + p.saldoPendiente, 0);
    expect(Math.round((reporte.totales.capitalPendiente + reporte.totales.interesPendiente) * 100)).toBe(
      Math.round(saldos * 100),
    );
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

  it(
    'secuencias al azar de toda operación de dinero: página = mayor, umbrales sumados, custodia y partida doble',
    async () => {
      const pasos: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(fc.array(operacion, { minLength: 10, maxLength: 16 }), async (operaciones) => {
            pasos.length = 0;
            const clientes: Array<{ id: string; cobrador: Cobrador }> = [];
            for (const cobrador of [...COBRADORES, ...COBRADORES]) {
              const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.get(cobrador) });
              clientes.push({ id: cliente.id, cobrador });
            }
            // Dos préstamos del administrador, desembolsados hace 30 días: ya tienen cuotas vencidas y mora.
            const prestamos: string[] = [];
            for (const [i, cliente] of clientes.slice(0, 2).entries()) {
              const fecha = sumarDias(hoy, i === 0 ? -30 : -3);
              const r = await pedir('admin', 'POST', '/api/prestamos', {
                cliente: cliente.id,
                monto: 600_000,
                ...semanalDesde(fecha),
                tipoAmortizacion: AMORTIZACIONES[i],
              });
              prestamos.push(exito(r, 'préstamo inicial')._id);
            }
            for (const op of operaciones) {
              pasos.push(JSON.stringify(op));
              // Los préstamos de la corrida: los de sus clientes (también los que nacen de un reenganche o una aprobación).
              prestamos.splice(0, prestamos.length, ...(await prestamosDe(clientes)));
              await aplicar(op, prestamos, clientes);
            }
            prestamos.splice(0, prestamos.length, ...(await prestamosDe(clientes)));
            const asientos = await diario();
            await compararPaginaYMayor(prestamos, asientos);
            await comprobarUmbrales(asientos);
            await comprobarCustodia();
            await comprobarTotales();
          }),
          { seed: SEMILLA, numRuns: CORRIDAS, endOnFailure: true },
        )
        .catch((error: Error) => {
          const causa = error.cause instanceof Error ? error.cause.message : '';
          throw new Error(`${causa}\n${error.message}\nÚltima secuencia:\n${pasos.join('\n')}`);
        });
    },
    60_000 + CORRIDAS * 20_000,
  );
});
