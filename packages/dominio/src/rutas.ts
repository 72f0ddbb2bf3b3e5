// Rutas de cobro (§2, §3 "Generated route"): la matemática (distancia haversine, orden de visita por vecino más
// cercano + 2-opt y la estimación de la especificación, 2,5 km y 30 min por cliente; funciones puras) y el contrato de
// /api/rutas (docs/decisiones/contrato-de-la-api.md): la tarjeta de una ruta, la ruta completa, el cuerpo de generar y
// la consulta. La API los produce (api/src/rutas) y la pantalla Rutas de Cobro los lee: un cambio aquí rompe los dos.
import { RUTAS, type TipoRuta } from './constantes';
import type { Fecha } from './tipos';

export interface Coordenada {
  latitud: number;
  longitud: number;
}

/**
 * Hasta estos nodos (paradas ubicadas + origen) las distancias se miden con haversine y se memorizan, y 2-opt corre
 * hasta no mejorar (máximo 50 pasadas).
 */
const MAX_EXACTO = 400;
/**
 * Rutas más grandes (un cobrador con miles de clientes ubicados): la búsqueda (vecino más cercano y 2-opt) usa una
 * proyección equirectangular local (distancia euclidiana en km, casi igual a haversine dentro de una ciudad y unas
 * 50 veces más barata) y 2-opt se corta tras este número de pares evaluados (más los elementos que mueve al invertir
 * tramos): ≈ 20–30 ms con la máquina libre, sea cual sea el tamaño. El largo que se informa y la elección final
 * siempre se miden con haversine.
 */
export const MAX_EVALUACIONES_DOS_OPT = 2_000_000;
const RADIO_TIERRA_KM = 6371.0088;
const rad = (grados: number) => (grados * Math.PI) / 180;

/** Distancia en km sobre la esfera (fórmula de haversine). */
export function haversineKm(a: Coordenada, b: Coordenada): number {
  const dLat = rad(b.latitud - a.latitud);
  const dLon = rad(b.longitud - a.longitud);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitud)) * Math.cos(rad(b.latitud)) * Math.sin(dLon / 2) ** 2;
  return 2 * RADIO_TIERRA_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Largo (km) del recorrido abierto que sale de `origen` (si hay) y visita `puntos` en el orden dado. */
export function largoRecorrido(puntos: readonly Coordenada[], origen?: Coordenada): number {
  let total = 0;
  let anterior = origen;
  for (const punto of puntos) {
    if (anterior) total += haversineKm(anterior, punto);
    anterior = punto;
  }
  return total;
}

/** Largo del recorrido por índices de `puntos` (con origen opcional). */
function largoIndices(orden: readonly number[], d: (i: number, j: number) => number): number {
  let total = 0;
  for (let k = 1; k < orden.length; k += 1) total += d(orden[k - 1]!, orden[k]!);
  return total;
}

/**
 * 2-opt sobre un camino abierto cuyo primer nodo (el origen, índice fijo) no se mueve: invierte tramos mientras eso
 * acorte el camino. Sólo acepta mejoras, así que el resultado nunca es más largo que la entrada.
 */
function dosOpt(
  orden: number[],
  d: (i: number, j: number) => number,
  maxPasadas = 50,
  maxEvaluaciones = Infinity,
): number[] {
  const n = orden.length;
  const EPS = 1e-9;
  let evaluaciones = 0;
  for (let pasada = 0; pasada < maxPasadas; pasada += 1) {
    let mejoro = false;
    for (let i = 1; i < n - 1; i += 1) {
      if (evaluaciones >= maxEvaluaciones) return orden;
      evaluaciones += n - i - 1;
      for (let k = i + 1; k < n; k += 1) {
        const a = orden[i - 1]!;
        const b = orden[i]!;
        const c = orden[k]!;
        const siguiente = k + 1 < n ? orden[k + 1]! : undefined;
        // Invertir orden[i..k]: cambian las aristas (a,b) y (c,siguiente) por (a,c) y (b,siguiente).
        const antes = d(a, b) + (siguiente === undefined ? 0 : d(c, siguiente));
        const despues = d(a, c) + (siguiente === undefined ? 0 : d(b, siguiente));
        if (despues < antes - EPS) {
          // Invertir también cuenta en el presupuesto (en una ruta desordenada casi todo par mejora).
          evaluaciones += (k - i) >> 1;
          for (let x = i, y = k; x < y; x += 1, y -= 1) {
            const t = orden[x]!;
            orden[x] = orden[y]!;
            orden[y] = t;
          }
          mejoro = true;
        }
      }
    }
    if (!mejoro) break;
  }
  return orden;
}

export interface RecorridoOptimizado {
  /** Índices de `puntos` en el orden de visita. */
  orden: number[];
  /** Largo en km (desde el origen si hay). */
  km: number;
}

/**
 * Orden de visita de `puntos` desde `origen` (o, sin origen, empezando en el primer punto dado): vecino más cercano y
 * luego 2-opt; también mejora con 2-opt el orden de entrada y se queda con el más corto, así que nunca es más largo que
 * visitar los puntos en el orden recibido.
 */
export function optimizarRecorrido(puntos: readonly Coordenada[], origen?: Coordenada): RecorridoOptimizado {
  const n = puntos.length;
  if (n === 0) return { orden: [], km: 0 };
  // Nodo 0 = origen (el dado o el primer punto); nodos 1..m = los demás.
  const nodos: Coordenada[] = origen ? [origen, ...puntos] : [...puntos];
  const desplazamiento = origen ? 1 : 0;
  const total = nodos.length;
  const exacto = total <= MAX_EXACTO;
  // Proyección equirectangular alrededor de la latitud media (sólo para rutas grandes).
  const x = new Float64Array(exacto ? 0 : total);
  const y = new Float64Array(exacto ? 0 : total);
  if (!exacto) {
    const latMedia = nodos.reduce((s, p) => s + p.latitud, 0) / total;
    const escala = RADIO_TIERRA_KM * (Math.PI / 180);
    const cosLat = Math.cos(rad(latMedia));
    nodos.forEach((p, i) => {
      x[i] = p.longitud * escala * cosLat;
      y[i] = p.latitud * escala;
    });
  }
  // Rutas de hasta MAX_EXACTO nodos: la matriz de distancias haversine completa (400² = 160.000 números, 1,3 MB),
  // calculada una vez; 2-opt la consulta millones de veces y leer un Float64Array cuesta nanosegundos.
  const matriz = new Float64Array(exacto ? total * total : 0);
  if (exacto) {
    for (let i = 0; i < total; i += 1) {
      for (let j = i + 1; j < total; j += 1) {
        const km = haversineKm(nodos[i]!, nodos[j]!);
        matriz[i * total + j] = km;
        matriz[j * total + i] = km;
      }
    }
  }
  const dReal = (i: number, j: number) =>
    exacto ? matriz[i * total + j]! : haversineKm(nodos[i]!, nodos[j]!);
  const d = exacto
    ? (i: number, j: number) => matriz[i * total + j]!
    : (i: number, j: number) => {
        const dx = x[i]! - x[j]!;
        const dy = y[i]! - y[j]!;
        return Math.sqrt(dx * dx + dy * dy);
      };

  // Vecino más cercano desde el nodo 0.
  const vecino: number[] = [0];
  if (exacto) {
    const visitado = new Array<boolean>(total).fill(false);
    visitado[0] = true;
    for (let paso = 1; paso < total; paso += 1) {
      const actual = vecino[vecino.length - 1]!;
      let mejor = -1;
      let mejorD = Infinity;
      for (let j = 0; j < total; j += 1) {
        if (visitado[j]) continue;
        const dist = d(actual, j);
        if (dist < mejorD) {
          mejorD = dist;
          mejor = j;
        }
      }
      visitado[mejor] = true;
      vecino.push(mejor);
    }
  } else {
    // Misma búsqueda sobre la proyección, sin llamadas por par: O(n²) sumas y productos.
    const restantes = Int32Array.from({ length: total - 1 }, (_, i) => i + 1);
    let quedan = total - 1;
    let actual = 0;
    while (quedan > 0) {
      const ax = x[actual]!;
      const ay = y[actual]!;
      let mejor = 0;
      let mejorD = Infinity;
      for (let t = 0; t < quedan; t += 1) {
        const j = restantes[t]!;
        const dx = x[j]! - ax;
        const dy = y[j]! - ay;
        const dist = dx * dx + dy * dy;
        if (dist < mejorD) {
          mejorD = dist;
          mejor = t;
        }
      }
      actual = restantes[mejor]!;
      quedan -= 1;
      restantes[mejor] = restantes[quedan]!;
      vecino.push(actual);
    }
  }
  const entrada = Array.from({ length: total }, (_, i) => i);
  // 2-opt es O(n²) por pasada: en rutas grandes sólo se mejora el vecino más cercano y se corta tras
  // MAX_EVALUACIONES_DOS_OPT pares. Como ahí busca con la distancia proyectada, la entrada sin tocar compite (medida
  // con haversine): el resultado nunca es más largo que el orden recibido.
  const candidatos = exacto
    ? [dosOpt(vecino, d), dosOpt([...entrada], d)]
    : [dosOpt(vecino, d, 50, MAX_EVALUACIONES_DOS_OPT), entrada];
  let elegido = candidatos[0]!;
  let km = largoIndices(elegido, dReal);
  for (const candidato of candidatos.slice(1)) {
    const largo = largoIndices(candidato, dReal);
    if (largo < km) {
      elegido = candidato;
      km = largo;
    }
  }
  const orden = elegido.filter((i) => i >= desplazamiento).map((i) => i - desplazamiento);
  return { orden, km };
}

/** Minutos → '2h 30min' / '45min'. */
export function formatoTiempoRuta(minutos: number): string {
  const h = Math.floor(minutos / 60);
  const m = Math.round(minutos % 60);
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h ${m}min`;
}

/** 'coordenadas': el recorrido se midió con haversine sobre clientes ubicados; 'estimada': 2,5 km por cliente. */
export const METODOS_DISTANCIA = ['estimada', 'coordenadas'] as const;
export type MetodoDistancia = (typeof METODOS_DISTANCIA)[number];

/** Lo que `planificarRuta` mira de cada parada: su ubicación, si la tiene. */
export interface PuntoRuta {
  latitud?: number | null;
  longitud?: number | null;
}

export interface PlanRuta {
  /** Índices de las paradas en orden de visita. */
  orden: number[];
  /** Km con un decimal. */
  distanciaTotal: number;
  /** Minutos estimados (30 por cliente, §2). */
  minutosEstimados: number;
  tiempoEstimado: string;
  /** 'coordenadas' si el recorrido se midió con haversine sobre al menos dos clientes ubicados. */
  metodoDistancia: MetodoDistancia;
}

const tieneCoordenadas = (p: PuntoRuta): p is { latitud: number; longitud: number } =>
  typeof p.latitud === 'number' && typeof p.longitud === 'number';

/**
 * Plan de una ruta: sin coordenadas, la estimación de la especificación (2,5 km y 30 min por cliente) en el orden
 * dado. Con clientes ubicados, éstos se ordenan (vecino más cercano + 2-opt desde `origen` o desde el primero ubicado)
 * y se mide el recorrido real; los que no tienen coordenadas van al final y suman 2,5 km cada uno.
 */
export function planificarRuta(paradas: readonly PuntoRuta[], origen?: Coordenada | null): PlanRuta {
  const ubicadas: number[] = [];
  const sinUbicar: number[] = [];
  paradas.forEach((p, i) => (tieneCoordenadas(p) ? ubicadas : sinUbicar).push(i));
  const minutosEstimados = paradas.length * RUTAS.minutosPorCliente;
  const tiempoEstimado = formatoTiempoRuta(minutosEstimados);
  if (ubicadas.length < 2 && !(origen && ubicadas.length === 1)) {
    return {
      orden: paradas.map((_, i) => i),
      distanciaTotal: redondear1(paradas.length * RUTAS.kmPorCliente),
      minutosEstimados,
      tiempoEstimado,
      metodoDistancia: 'estimada',
    };
  }
  const puntos = ubicadas.map((i) => paradas[i] as Coordenada);
  const { orden, km } = optimizarRecorrido(puntos, origen ?? undefined);
  return {
    orden: [...orden.map((k) => ubicadas[k]!), ...sinUbicar],
    distanciaTotal: redondear1(km + sinUbicar.length * RUTAS.kmPorCliente),
    minutosEstimados,
    tiempoEstimado,
    metodoDistancia: 'coordenadas',
  };
}

const redondear1 = (valor: number) => Math.round(valor * 10) / 10;

// El contrato de /api/rutas

// Las respuestas, tipos de los esquemas que la API declara (esquemas/rutas.ts, con cada campo explicado allí).

/** Cuerpo de POST /api/rutas/generar. Un cobrador sólo genera la suya; `zona` sólo cuenta con el tipo 'zona'. */
export interface DatosGenerarRutas {
  fecha: Fecha;
  tipo: TipoRuta;
  cobradorId?: string | null;
  /** Barrio o ciudad; vacío: todas las zonas. */
  zona?: string | null;
}

/** Consulta de GET /api/rutas: las rutas guardadas de una fecha (un cobrador sólo ve la suya). */
export interface ConsultaRutas {
  fecha: Fecha;
  cobradorId?: string;
}

export const FORMATOS_RUTA = ['txt', 'pdf'] as const;
export type FormatoRuta = (typeof FORMATOS_RUTA)[number];
