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
import { sumarDias } from '@cartera/dominio';
import { crearClientePrueba, semanalDesde } from './support/fabricas-cartera';
import { type CajaNegra, exito, prepararCajaNegra } from './support/caja-negra';
import { aplicar } from './support/caja-negra-operaciones';
import {
  compararPaginaYMayor,
  comprobarCustodia,
  comprobarTotales,
  comprobarUmbrales,
} from './support/caja-negra-comprobaciones';
import {
  AMORTIZACIONES,
  COBRADORES,
  type Cobrador,
  CORRIDAS,
  operacion,
  SEMILLA,
} from './support/operaciones-dinero';

describe('núcleo de dinero: propiedad de caja negra', () => {
  let caja: CajaNegra;

  beforeAll(async () => {
    caja = await prepararCajaNegra();
  });
  afterAll(async () => {
    await caja?.prueba.cerrar();
  });

  it(
    'secuencias al azar de toda operación de dinero: página = mayor, umbrales sumados, custodia y partida doble',
    async () => {
      const { prueba, ids, hoy, pedir, prestamosDe, diario } = caja;
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
              await aplicar(caja, op, prestamos, clientes);
            }
            prestamos.splice(0, prestamos.length, ...(await prestamosDe(clientes)));
            const asientos = await diario();
            await compararPaginaYMayor(caja, prestamos, asientos);
            await comprobarUmbrales(caja, asientos);
            await comprobarCustodia(caja);
            await comprobarTotales(caja);
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
