// Propiedades del armado de rutas (rutas.rules.ts): lo que `armarRutas` garantiza sobre cualquier selección, no sobre
// unos pocos ejemplos. Las entradas se construyen como las deja rutas.sql.ts: préstamos por cliente y cobrador, de los
// que salen las filas agregadas (`FilaCliente`) y los préstamos de los clientes candidatos al top.
import { RUTAS, formatoTiempoRuta, largoRecorrido, type PrestamoRuta, type TipoRuta } from '@cartera/dominio';
import fc from 'fast-check';
import {
  armarRutas,
  candidatosTop,
  claveCliente,
  compararPrimero,
  ordenPrestamos,
  unirPorCliente,
  zonaDe,
  type FilaCliente,
  type FilaCobrador,
  type RutaArmada,
} from './rutas.rules';

/** Las suites corren siempre los mismos casos (un fallo se reproduce); RUTAS_SEMILLA=<n> explora otros. */
const OPCIONES = { seed: Number(process.env.RUTAS_SEMILLA ?? 20261126), numRuns: 100 };

interface PrestamoGenerado {
  numero: number;
  dias: number;
  saldoCentavos: number;
}

interface ClienteGenerado {
  cobrador: number;
  cliente: number;
  nombre: string;
  barrio: string | null;
  ciudad: string;
  ubicacion: { latitud: number; longitud: number } | null;
  prestamos: PrestamoGenerado[];
}

interface Seleccion {
  cobradores: FilaCobrador[];
  clientes: ClienteGenerado[];
}

const NOMBRES = ['Ana', 'ana', 'Álvaro', 'Beto', 'Zoe', 'Ñandú', 'Carlos', 'Diana'];
const BARRIOS = [null, 'Centro', 'Chapinero', 'Suba'];
const CIUDADES = ['Bogotá', 'Soacha'];

const ubicacion = fc.record({
  latitud: fc.double({ min: 4.5, max: 4.8, noNaN: true }),
  longitud: fc.double({ min: -74.2, max: -74.0, noNaN: true }),
});

const prestamo = fc.record({
  dias: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 90 })),
  saldoCentavos: fc.integer({ min: 1, max: 500_000_000 }),
});

/**
 * Una selección: 1 a 4 cobradores (con nombres que empatan sin mayúsculas o tildes) y clientes con 1 a 4 préstamos
 * cada uno. Un mismo cliente puede estar en la ruta de varios cobradores (un cliente sin cobrador con préstamos de
 * varios), nunca dos veces en la de uno. Los números de préstamo son únicos, como en la base.
 */
function seleccion({ conUbicacion }: { conUbicacion: boolean }): fc.Arbitrary<Seleccion> {
  return fc.integer({ min: 1, max: 4 }).chain((cuantos) =>
    fc
      .record({
        cobradores: fc.array(
          fc.record({
            nombre: fc.constantFrom(...NOMBRES),
            origen: conUbicacion ? fc.option(ubicacion, { nil: null }) : fc.constant(null),
          }),
          { minLength: cuantos, maxLength: cuantos },
        ),
        clientes: fc.uniqueArray(
          fc.record({
            cobrador: fc.integer({ min: 0, max: cuantos - 1 }),
            cliente: fc.integer({ min: 0, max: 30 }),
            nombre: fc.constantFrom(...NOMBRES),
            barrio: fc.constantFrom(...BARRIOS),
            ciudad: fc.constantFrom(...CIUDADES),
            ubicacion: conUbicacion ? fc.option(ubicacion, { nil: null }) : fc.constant(null),
            prestamos: fc.array(prestamo, { minLength: 1, maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 25, selector: (c) => `${c.cobrador}|${c.cliente}` },
        ),
      })
      .map(({ cobradores, clientes }) => {
        let numero = 0;
        return {
          cobradores: cobradores.map((c, i) => ({
            id: `u${i}`,
            nombre: c.nombre,
            latitud: c.origen ? String(c.origen.latitud) : null,
            longitud: c.origen ? String(c.origen.longitud) : null,
          })),
          clientes: clientes.map((c) => ({
            ...c,
            prestamos: c.prestamos.map((p) => ({ ...p, numero: ++numero })),
          })),
        };
      }),
  );
}

const idCliente = (c: ClienteGenerado) => `c${c.cliente}`;
const idCobrador = (c: ClienteGenerado) => `u${c.cobrador}`;
const pesosTexto = (centavos: number) => (centavos / 100).toFixed(2);

/** La fila agregada de unos préstamos de un cliente, como la arma la consulta de `seleccionarClientes`. */
function filaDe(c: ClienteGenerado, prestamos: readonly PrestamoGenerado[] = c.prestamos): FilaCliente {
  const vencidos = prestamos.filter((p) => p.dias > 0);
  const primero = [...prestamos].sort((a, b) => b.dias - a.dias || a.numero - b.numero)[0]!;
  return {
    cobrador_id: idCobrador(c),
    cliente_id: idCliente(c),
    nombre: c.nombre,
    barrio: c.barrio,
    ciudad: c.ciudad,
    latitud: c.ubicacion ? String(c.ubicacion.latitud) : null,
    longitud: c.ubicacion ? String(c.ubicacion.longitud) : null,
    n: prestamos.length,
    vencidos: vencidos.length,
    dias: Math.max(0, ...vencidos.map((p) => p.dias)),
    saldo_vencido:
      vencidos.length === 0 ? null : pesosTexto(vencidos.reduce((s, p) => s + p.saldoCentavos, 0)),
    primero: [String(-primero.dias), String(primero.numero)],
  };
}

function prestamoRuta(c: ClienteGenerado, p: PrestamoGenerado): PrestamoRuta {
  return {
    _id: `p${p.numero}`,
    numero: p.numero,
    estado: p.dias > 0 ? 'mora' : 'activo',
    diasVencido: p.dias,
    saldoPendiente: p.saldoCentavos / 100,
    cliente: {
      _id: idCliente(c),
      nombre: c.nombre,
      telefono: '3000000000',
      direccion: 'Calle 1',
      barrio: c.barrio,
    },
  };
}

/** Lo que rutas.sql.ts le pasa a `armarRutas`: las filas, los cobradores y los préstamos de los candidatos al top. */
function entradas(s: Seleccion) {
  const filas = s.clientes.map((c) => filaDe(c));
  const candidatos = new Map<string, PrestamoRuta[]>();
  const esCandidato = new Set(candidatosTop(filas).map((f) => claveCliente(f.cobrador_id, f.cliente_id)));
  for (const c of s.clientes) {
    const clave = claveCliente(idCobrador(c), idCliente(c));
    if (esCandidato.has(clave))
      candidatos.set(
        clave,
        c.prestamos.map((p) => prestamoRuta(c, p)),
      );
  }
  return { filas, cobradores: new Map(s.cobradores.map((c) => [c.id, c])), candidatos };
}

function armar(s: Seleccion, tipo: TipoRuta = 'todos'): RutaArmada[] {
  const { filas, cobradores, candidatos } = entradas(s);
  return armarRutas(filas, cobradores, candidatos, '2026-11-26', tipo, tipo === 'zona' ? 'Centro' : null);
}

const tipo = fc.constantFrom<TipoRuta>('vencidos', 'todos', 'zona');
const enEspanol = (a: string, b: string) => a.localeCompare(b, 'es');

const sinZona = fc.constantFrom<TipoRuta>('vencidos', 'todos');

/** Comprueba `propiedad` en cada ruta que arma una selección cualquiera, de cualquiera de los `tipos`. */
function enCadaRuta(
  { conUbicacion, tipos = tipo }: { conUbicacion: boolean; tipos?: fc.Arbitrary<TipoRuta> },
  propiedad: (ruta: RutaArmada, s: Seleccion, entrada: ReturnType<typeof entradas>) => void,
) {
  fc.assert(
    fc.property(seleccion({ conUbicacion }), tipos, (s, t) => {
      const entrada = entradas(s);
      for (const ruta of armar(s, t)) propiedad(ruta, s, entrada);
    }),
    OPCIONES,
  );
}

/** Los clientes de la selección que son del cobrador de la ruta. */
const clientesDe = (s: Seleccion, ruta: RutaArmada) =>
  s.clientes.filter((c) => idCobrador(c) === ruta.cobrador._id);

describe('armarRutas (propiedades)', () => {
  it('una ruta por cobrador, con cada cliente suyo exactamente una vez y ningún otro', () => {
    fc.assert(
      fc.property(seleccion({ conUbicacion: true }), tipo, (s, t) => {
        const rutas = armar(s, t);
        const esperados = new Map<string, string[]>();
        for (const c of s.clientes)
          esperados.set(idCobrador(c), [...(esperados.get(idCobrador(c)) ?? []), idCliente(c)]);
        expect(rutas.map((r) => r.cobrador._id).sort()).toEqual([...esperados.keys()].sort());
        for (const ruta of rutas) {
          expect([...ruta.paradas].sort()).toEqual([...esperados.get(ruta.cobrador._id)!].sort());
          expect(ruta.cantidadClientes).toBe(ruta.paradas.length);
          expect(ruta.cobrador.nombre).toBe(s.cobradores.find((c) => c.id === ruta.cobrador._id)!.nombre);
        }
      }),
      OPCIONES,
    );
  });

  it('las rutas salen por nombre del cobrador (orden del español) y, a igual nombre, por id', () => {
    fc.assert(
      fc.property(seleccion({ conUbicacion: false }), tipo, (s, t) => {
        const rutas = armar(s, t);
        for (let i = 1; i < rutas.length; i++) {
          const [a, b] = [rutas[i - 1]!.cobrador, rutas[i]!.cobrador];
          expect(
            enEspanol(a.nombre, b.nombre) < 0 || (enEspanol(a.nombre, b.nombre) === 0 && a._id < b._id),
          ).toBe(true);
        }
      }),
      OPCIONES,
    );
  });

  it('los totales de la tarjeta son los de sus préstamos, y el saldo vencido es exacto al centavo', () => {
    enCadaRuta({ conUbicacion: true }, (ruta, s) => {
      const suyos = clientesDe(s, ruta).flatMap((c) => c.prestamos);
      const vencidos = suyos.filter((p) => p.dias > 0);
      expect(ruta.cantidadPrestamos).toBe(suyos.length);
      expect(ruta.cantidadVencidos).toBe(vencidos.length);
      expect(Math.round(ruta.totalACobrar * 100)).toBe(
        vencidos.reduce((suma, p) => suma + p.saldoCentavos, 0),
      );
      expect(ruta.totalACobrar.toFixed(2)).toBe(pesosTexto(Math.round(ruta.totalACobrar * 100)));
    });
  });

  it('el top de la tarjeta son los 5 préstamos más atrasados de toda la ruta (a igual atraso, menor número)', () => {
    // Los candidatos (`candidatosTop`) leen a lo sumo 5 clientes por ruta: el top debe ser el mismo que ordenar todos.
    enCadaRuta({ conUbicacion: false }, (ruta, s) => {
      const todos = clientesDe(s, ruta)
        .flatMap((c) => c.prestamos.map((p) => prestamoRuta(c, p)))
        .sort(ordenPrestamos);
      expect(ruta.topPrestamos).toEqual(todos.slice(0, RUTAS.prestamosPorTarjeta));
      const enElTop = new Set(ruta.topPrestamos.map((p) => p.cliente._id)).size;
      expect(ruta.clientesRestantes).toBe(ruta.cantidadClientes - enElTop);
    });
  });

  it('sin ubicaciones: 2,5 km y 30 min por cliente, y van primero los más atrasados (a igual atraso, por nombre)', () => {
    enCadaRuta({ conUbicacion: false, tipos: sinZona }, (ruta, _s, { filas }) => {
      expect(ruta.metodoDistancia).toBe('estimada');
      expect(ruta.distanciaTotal).toBeCloseTo(ruta.cantidadClientes * RUTAS.kmPorCliente, 9);
      expect(ruta.minutosEstimados).toBe(ruta.cantidadClientes * RUTAS.minutosPorCliente);
      expect(ruta.tiempoEstimado).toBe(formatoTiempoRuta(ruta.minutosEstimados));
      const suyas = filas.filter((f) => f.cobrador_id === ruta.cobrador._id);
      const paradas = ruta.paradas.map((id) => suyas.find((f) => f.cliente_id === id)!);
      for (let i = 1; i < paradas.length; i++) {
        const [a, b] = [paradas[i - 1]!, paradas[i]!];
        expect(a.dias > b.dias || (a.dias === b.dias && enEspanol(a.nombre, b.nombre) <= 0)).toBe(true);
      }
    });
  });

  it('por zona: cada zona (barrio y ciudad) es un tramo seguido, en orden alfabético', () => {
    enCadaRuta({ conUbicacion: true, tipos: fc.constant('zona') }, (ruta, _s, { filas }) => {
      const zonas = ruta.paradas.map((id) => {
        const fila = filas.find((f) => f.cobrador_id === ruta.cobrador._id && f.cliente_id === id)!;
        return zonaDe(fila.barrio, fila.ciudad);
      });
      const tramos = zonas.filter((zona, i) => i === 0 || zona !== zonas[i - 1]);
      expect(tramos).toEqual([...new Set(zonas)].sort(enEspanol));
    });
  });

  it('con ubicaciones: los ubicados van antes y el recorrido nunca es más largo que visitarlos en el orden de entrada', () => {
    enCadaRuta({ conUbicacion: true, tipos: sinZona }, (ruta, _s, { filas, cobradores }) => {
      const suyas = filas.filter((f) => f.cobrador_id === ruta.cobrador._id);
      const ubicada = (f: FilaCliente) => f.latitud !== null;
      // La entrada: más atrasados primero, a igual atraso por nombre.
      const entrada = suyas.filter(ubicada).sort((a, b) => b.dias - a.dias || enEspanol(a.nombre, b.nombre));
      const cobrador = cobradores.get(ruta.cobrador._id)!;
      const origen =
        cobrador.latitud === null
          ? undefined
          : { latitud: Number(cobrador.latitud), longitud: Number(cobrador.longitud) };
      const medible = entrada.length >= 2 || (origen !== undefined && entrada.length === 1);
      expect(ruta.metodoDistancia).toBe(medible ? 'coordenadas' : 'estimada');
      if (!medible) {
        expect(ruta.distanciaTotal).toBeCloseTo(suyas.length * RUTAS.kmPorCliente, 9);
        return;
      }
      const paradas = ruta.paradas.map((id) => suyas.find((f) => f.cliente_id === id)!);
      expect(paradas.slice(0, entrada.length).every(ubicada)).toBe(true);
      const punto = (f: FilaCliente) => ({ latitud: Number(f.latitud), longitud: Number(f.longitud) });
      const sinUbicar = suyas.length - entrada.length;
      const enOrdenDeEntrada = largoRecorrido(entrada.map(punto), origen) + sinUbicar * RUTAS.kmPorCliente;
      // Dos redondeos a 0,1 km (el del plan y el de la tarjeta).
      expect(ruta.distanciaTotal).toBeLessThanOrEqual(enOrdenDeEntrada + 0.1 + 1e-9);
      expect(ruta.distanciaTotal).toBeGreaterThanOrEqual(sinUbicar * RUTAS.kmPorCliente - 0.1);
    });
  });

  it('el orden en que llegan las filas de la base no cambia las rutas (sin ubicaciones)', () => {
    // Nombres distintos dentro de cada ruta: con dos clientes iguales en atraso y nombre, el orden de llegada decide.
    const conNombresDistintos = seleccion({ conUbicacion: false }).map((s) => ({
      ...s,
      clientes: s.clientes.map((c) => ({ ...c, nombre: `${c.nombre} ${c.cliente}` })),
    }));
    fc.assert(
      fc.property(conNombresDistintos, tipo, fc.nat({ max: 100 }), (s, t, semilla) => {
        const lugar = (c: ClienteGenerado) => (c.cobrador * 31 + c.cliente * 7919 + semilla) % 101;
        const barajada = { ...s, clientes: [...s.clientes].sort((a, b) => lugar(a) - lugar(b)) };
        expect(armar(barajada, t)).toEqual(armar(s, t));
      }),
      { ...OPCIONES, numRuns: 100 },
    );
  });
});

describe('unirPorCliente (propiedad)', () => {
  it('las filas partidas de un cliente (préstamos que nombran cobradores distintos) suman lo mismo que una sola', () => {
    fc.assert(
      fc.property(
        seleccion({ conUbicacion: false }),
        fc.array(fc.nat({ max: 3 }), { minLength: 100, maxLength: 100 }),
        (s, cortes) => {
          // Cada cliente llega partido en grupos de préstamos (uno por cobrador del préstamo, en SQL).
          const partidas = s.clientes.flatMap((c, i) => {
            const grupos = new Map<number, PrestamoGenerado[]>();
            c.prestamos.forEach((p, j) => {
              const grupo = cortes[(i * 4 + j) % cortes.length]!;
              grupos.set(grupo, [...(grupos.get(grupo) ?? []), p]);
            });
            return [...grupos.values()].map((prestamos) => filaDe(c, prestamos));
          });
          const unidas = unirPorCliente(partidas);
          const esperadas = s.clientes.map((c) => filaDe(c));
          const clave = (f: FilaCliente) => claveCliente(f.cobrador_id, f.cliente_id);
          const comparable = (f: FilaCliente) => ({
            ...f,
            saldo_vencido: f.saldo_vencido === null ? null : Number(f.saldo_vencido).toFixed(2),
          });
          expect(unidas.map(comparable).sort((a, b) => clave(a).localeCompare(clave(b)))).toEqual(
            esperadas.map(comparable).sort((a, b) => clave(a).localeCompare(clave(b))),
          );
        },
      ),
      OPCIONES,
    );
  });
});

describe('candidatosTop', () => {
  it('a lo sumo 5 clientes por cobrador, los de préstamo primero más adelantado', () => {
    fc.assert(
      fc.property(seleccion({ conUbicacion: false }), (s) => {
        const filas = s.clientes.map((c) => filaDe(c));
        const candidatos = candidatosTop(filas);
        for (const cobrador of new Set(filas.map((f) => f.cobrador_id))) {
          const suyos = candidatos.filter((f) => f.cobrador_id === cobrador);
          const todos = filas.filter((f) => f.cobrador_id === cobrador);
          expect(suyos.length).toBe(Math.min(RUTAS.prestamosPorTarjeta, todos.length));
          // Ningún cliente que quedó fuera tiene un préstamo primero antes que el de un candidato.
          const fuera = todos.filter((f) => !suyos.includes(f));
          for (const f of fuera) for (const c of suyos) expect(compararPrimero(c, f)).toBeLessThan(0);
        }
      }),
      OPCIONES,
    );
  });
});
