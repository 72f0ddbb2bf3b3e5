// Reglas puras de las rutas de cobro (docs/decisiones/rutas-de-cobro.md): de las filas que deja la selección en SQL
// (rutas.sql.ts) a una ruta por cobrador, con sus paradas en orden de visita, sus totales y el top de su tarjeta. Sin
// Nest ni base: las prueba rutas.rules.spec.ts con propiedades.
import {
  RUTAS,
  planificarRuta,
  type MetodoDistancia,
  type PrestamoRuta,
  type Ruta,
  type TipoRuta,
} from '@cartera/dominio';
import { aPesos, centavosDe } from '../common/dinero';

/**
 * Una fila de la selección: un cliente de un cobrador con lo que el recorrido y la tarjeta necesitan de sus
 * préstamos del tipo (cantidades, máximo de días vencidos, saldo vencido). Los ids de esos préstamos se quedan en
 * PostgreSQL (tabla temporal `rutas_seleccion`): Node recibe sólo estas columnas.
 */
export interface FilaCliente {
  cobrador_id: string;
  cliente_id: string;
  nombre: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
  n: number;
  vencidos: number;
  dias: number;
  saldo_vencido: string | null;
  /**
   * Su préstamo que va primero en el orden de la tarjeta (más días vencidos; a igual atraso, menor número), como
   * `[-días, número]` (bigint[] llega como texto).
   */
  primero: [string, string];
}

/** El cobrador de una ruta: nombre y punto de partida del recorrido. */
export interface FilaCobrador {
  id: string;
  nombre: string;
  latitud: string | null;
  longitud: string | null;
}

/** Una ruta armada en memoria antes de guardarla: la tarjeta (sin id ni instante) y sus clientes en orden de visita. */
export interface RutaArmada extends Omit<Ruta, 'generadaEn'> {
  paradas: string[];
}

/** Clave de un cliente dentro de la ruta de un cobrador (un cliente sin cobrador puede estar en varias rutas). */
export const claveCliente = (cobradorId: string, clienteId: string) => `${cobradorId}|${clienteId}`;

/** 'Barrio, Ciudad': la zona de una parada (la agrupación del tipo 'zona'). */
export const zonaDe = (barrio: string | null, ciudad: string) => [barrio, ciudad].filter(Boolean).join(', ');

/** De más a menos días vencidos; a igual atraso, por número de préstamo. */
export const ordenPrestamos = (a: PrestamoRuta, b: PrestamoRuta) =>
  b.diasVencido - a.diasVencido || a.numero - b.numero;

/** Orden de los clientes por su préstamo que va primero en la tarjeta (`FilaCliente.primero`); nunca empatan. */
export const compararPrimero = (a: FilaCliente, b: FilaCliente) =>
  Number(a.primero[0]) - Number(b.primero[0]) || Number(a.primero[1]) - Number(b.primero[1]);

function agruparPorCobrador(filas: readonly FilaCliente[]): Map<string, FilaCliente[]> {
  const grupos = new Map<string, FilaCliente[]>();
  for (const fila of filas) {
    const grupo = grupos.get(fila.cobrador_id);
    if (grupo) grupo.push(fila);
    else grupos.set(fila.cobrador_id, [fila]);
  }
  return grupos;
}

/**
 * Un cliente con cobrador cuyos préstamos dicen cobradores distintos llega en varias filas (una por cobrador del
 * préstamo) para la misma ruta: se suman en una (cantidades, el mayor atraso, el primero de la tarjeta y el saldo
 * vencido al centavo).
 */
export function unirPorCliente(filas: FilaCliente[]): FilaCliente[] {
  const unidas = new Map<string, FilaCliente>();
  for (const fila of filas) {
    const clave = claveCliente(fila.cobrador_id, fila.cliente_id);
    const previa = unidas.get(clave);
    if (!previa) {
      unidas.set(clave, fila);
      continue;
    }
    previa.n += fila.n;
    previa.vencidos += fila.vencidos;
    previa.dias = Math.max(previa.dias, fila.dias);
    if (compararPrimero(fila, previa) < 0) previa.primero = fila.primero;
    if (fila.saldo_vencido !== null) {
      const suma = centavosDe(previa.saldo_vencido) + centavosDe(fila.saldo_vencido);
      previa.saldo_vencido = aPesos(suma).toFixed(2);
    }
  }
  return unidas.size === filas.length ? filas : [...unidas.values()];
}

/**
 * Los clientes que pueden tener alguno de los 5 préstamos más atrasados de su ruta (orden: días desc, número asc;
 * el número es único): los 5 de cada cobrador cuyo préstamo primero (`primero`) va antes.
 *
 * Prueba. Sea L un préstamo del top 5, del cliente C, y P(C) el primero de C: P(C) va antes de L o es L. Si C no
 * está entre los 5 clientes de P más adelantado, hay 5 clientes distintos cuyos P van antes que P(C), y así antes
 * que L: 5 préstamos antes que L, y L no estaría en el top 5. El resultado es el mismo que ordenar todos los
 * préstamos de la ruta, leyendo a lo sumo 5 clientes por ruta aunque muchos empaten en días.
 */
export function candidatosTop(filas: readonly FilaCliente[]): FilaCliente[] {
  const candidatos: FilaCliente[] = [];
  for (const grupo of agruparPorCobrador(filas).values())
    candidatos.push(...[...grupo].sort(compararPrimero).slice(0, RUTAS.prestamosPorTarjeta));
  return candidatos;
}

/** Los 5 préstamos más atrasados de una ruta, entre los de sus clientes candidatos (por `claveCliente`). */
export function topDe(
  cobradorId: string,
  filas: readonly FilaCliente[],
  candidatos: ReadonlyMap<string, readonly PrestamoRuta[]>,
): PrestamoRuta[] {
  const prestamos: PrestamoRuta[] = [];
  for (const fila of filas)
    prestamos.push(...(candidatos.get(claveCliente(cobradorId, fila.cliente_id)) ?? []));
  return prestamos.sort(ordenPrestamos).slice(0, RUTAS.prestamosPorTarjeta);
}

const numeroONulo = (valor: string | null) => (valor === null ? null : Number(valor));

/**
 * Agrupa las filas por cobrador en una ruta por cobrador y ordena sus paradas: los clientes más atrasados primero (a
 * igual atraso, por nombre) y, con coordenadas, el recorrido de `planificarRuta` desde el punto de partida del
 * cobrador; con el tipo 'zona', cada zona (barrio y ciudad, en orden alfabético) es un tramo aparte. Las rutas salen
 * por nombre del cobrador. `candidatos`: los préstamos de los clientes candidatos al top (`candidatosTop`), por
 * `claveCliente`; `cobradores` tiene a todos los de `filas`.
 */
export function armarRutas(
  filas: readonly FilaCliente[],
  cobradores: ReadonlyMap<string, FilaCobrador>,
  candidatos: ReadonlyMap<string, readonly PrestamoRuta[]>,
  fecha: string,
  tipo: TipoRuta,
  zona: string | null,
): RutaArmada[] {
  const rutas: RutaArmada[] = [];
  for (const [cobradorId, grupo] of agruparPorCobrador(filas)) {
    const cobrador = cobradores.get(cobradorId)!;
    let totalC = 0;
    let prestamos = 0;
    let vencidos = 0;
    const paradas = grupo.map((fila) => {
      totalC += centavosDe(fila.saldo_vencido);
      prestamos += fila.n;
      vencidos += fila.vencidos;
      return {
        fila,
        nombre: fila.nombre,
        dias: fila.dias,
        zona: zonaDe(fila.barrio, fila.ciudad),
        latitud: numeroONulo(fila.latitud),
        longitud: numeroONulo(fila.longitud),
      };
    });
    // Orden de entrada: los clientes más atrasados primero (en 'zona', agrupados por barrio y ciudad).
    let lista = paradas.sort((a, b) => b.dias - a.dias || a.nombre.localeCompare(b.nombre, 'es'));
    const origen =
      cobrador.latitud !== null && cobrador.longitud !== null
        ? { latitud: Number(cobrador.latitud), longitud: Number(cobrador.longitud) }
        : null;
    let distancia = 0;
    let metodo: MetodoDistancia = 'estimada';
    if (tipo === 'zona') {
      const porZona = new Map<string, typeof lista>();
      for (const p of lista) {
        const g = porZona.get(p.zona);
        if (g) g.push(p);
        else porZona.set(p.zona, [p]);
      }
      lista = [];
      for (const claveZona of [...porZona.keys()].sort((a, b) => a.localeCompare(b, 'es'))) {
        const g = porZona.get(claveZona)!;
        const plan = planificarRuta(g, origen);
        lista.push(...plan.orden.map((i) => g[i]!));
        distancia += plan.distanciaTotal;
        if (plan.metodoDistancia === 'coordenadas') metodo = 'coordenadas';
      }
    } else {
      const plan = planificarRuta(lista, origen);
      lista = plan.orden.map((i) => lista[i]!);
      distancia = plan.distanciaTotal;
      metodo = plan.metodoDistancia;
    }
    const estimacion = planificarRuta(lista.map(() => ({})));
    const top = topDe(cobradorId, grupo, candidatos);
    rutas.push({
      _id: '',
      fecha,
      tipo,
      zona,
      cobrador: { _id: cobradorId, nombre: cobrador.nombre },
      cantidadClientes: lista.length,
      cantidadPrestamos: prestamos,
      cantidadVencidos: vencidos,
      totalACobrar: aPesos(totalC),
      distanciaTotal: Math.round(distancia * 10) / 10,
      tiempoEstimado: estimacion.tiempoEstimado,
      minutosEstimados: estimacion.minutosEstimados,
      metodoDistancia: metodo,
      topPrestamos: top,
      clientesRestantes: lista.length - new Set(top.map((p) => p.cliente._id)).size,
      paradas: lista.map((p) => p.fila.cliente_id),
    });
  }
  return rutas.sort(
    (a, b) =>
      a.cobrador.nombre.localeCompare(b.cobrador.nombre, 'es') || (a.cobrador._id < b.cobrador._id ? -1 : 1),
  );
}
