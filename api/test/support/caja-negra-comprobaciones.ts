// Lo que la prueba de caja negra del núcleo de dinero (nucleo-dinero.propiedades.e2e-spec.ts) comprueba después de cada
// secuencia, sólo con lo que devuelve la API y sin código de la aplicación: (a) la página de cada préstamo contra el
// diario, (b) los umbrales de los gerentes, (c) la custodia de los cobradores y (d) la partida doble y la cartera.
import { sumarDias } from '@cartera/dominio';
import type { Json } from './app-prueba';
import { type CajaNegra, exito } from './caja-negra';
import {
  CAPITAL,
  COBRADORES,
  DIFERIDO,
  esEfectivo,
  INTERES,
  MORA,
  MORA_DIFERIDA,
  RECUPERACIONES,
} from './operaciones-dinero';

/** Crédito − débito de las líneas de un comprobante en una cuenta (y en un préstamo, si se pide). */
function neto(asiento: Json, codigo: string | ((c: string) => boolean), prestamoId?: string): number {
  let total = 0;
  for (const l of asiento.lineas as Json[]) {
    const cuenta = typeof codigo === 'string' ? l.codigo === codigo : codigo(l.codigo);
    if (cuenta && (prestamoId === undefined || l.prestamo?.id === prestamoId)) total += l.credito - l.debito;
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
export async function compararPaginaYMayor(
  caja: CajaNegra,
  prestamos: string[],
  asientos: Map<string, Json>,
): Promise<void> {
  const { pedir } = caja;
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
export async function comprobarUmbrales(caja: CajaNegra, asientos: Map<string, Json>): Promise<void> {
  const { pedir, ids, hoy } = caja;
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
export async function comprobarCustodia(caja: CajaNegra): Promise<void> {
  const { pedir, todas, ids, registrarCobrosNuevos, cobrosEnPoder, cobroBorrado, enPoderModelo } = caja;
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
export async function comprobarTotales(caja: CajaNegra): Promise<void> {
  const { pedir, todas, hoy, desde } = caja;
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
