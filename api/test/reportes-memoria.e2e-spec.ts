// Un exporte largo no llena la memoria de la API (issue 38): 100.000 cobros de un año salen en CSV por HTTP de verdad
// (no por inject, que junta la respuesta entera) y la memoria viva de la API crece en un límite fijo, muy por debajo
// de lo que ocuparían las filas juntas: se leen de un cursor en lotes y se escriben mientras salen.
//
// Una fila de cobros juntada en memoria pesa ≈ 300 bytes (la de pg con sus textos y la del reporte): 100.000 juntas
// serían ≈ 30 MB, tres veces el límite. El exporte que lee del cursor crece ≈ 1,4 MB, con 100.000 filas y con 300.000
// (medido): el límite va con las filas, así que la corrida larga (MEMORIA_COBROS=300000, límite 30 MB) distingue lo
// mismo con más datos.
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

const COBROS = Number(process.env.MEMORIA_COBROS ?? 100_000);
/** Lo que la memoria viva (el montón después de recoger la basura) puede crecer durante el exporte (MB): 10 por cada 100.000 filas. */
const LIMITE_MB = COBROS / 10_000;

/** El recolector a mano (como `node --expose-gc`): así se mide lo vivo, no la basura que aún no se recogió. */
v8.setFlagsFromString('--expose-gc');
const recoger = vm.runInNewContext('gc') as () => void;
const vivo = () => {
  recoger();
  return process.memoryUsage().heapUsed;
};

describe('memoria de un exporte largo', () => {
  const { prueba } = usarAppPrueba({ entorno: { REPORTES_EXPORTE_FILAS_MAXIMAS: '1000000' } });

  it(`${COBROS} cobros de 366 días en CSV: todas las filas salen y la memoria viva crece menos de ${LIMITE_MB} MB`, async () => {
    const admin = await prueba.token('admin');
    const hoy = hoyBogota();
    const desde = sumarDias(hoy, -365);
    const cliente = await crearClientePrueba(prueba.dataSource);
    const prestamo = await crearPrestamoPrueba(prueba, admin, {
      cliente: cliente.id, monto: 1_000_000, interes: 20, cuotas: 30, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: desde,
    });
    // Carga directa, sin los disparadores de cobros (registros de conteos, caja): sólo importa la lectura del exporte.
    await prueba.dueno.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      // Una carga de este tamaño en una máquina ocupada pasa del statement_timeout de las peticiones (30 s).
      await manager.query(`SET LOCAL statement_timeout = 0`);
      await manager.query(
        `INSERT INTO cobros (prestamo_id, cliente_id, monto, fecha, observaciones, origen)
         SELECT $1, $2, 1000 + (g % 500), $3::date + (g % 366), 'Cobro de carga ' || g, 'cobro'
         FROM generate_series(1, $4) g`,
        [prestamo._id, cliente.id, desde, COBROS],
      );
    });

    await prueba.app.listen(0, '127.0.0.1');
    const { port } = prueba.app.getHttpServer().address() as AddressInfo;
    const base = vivo();
    let pico = base;
    let trozos = 0;
    let lineas = 0;
    try {
      const respuesta = await fetch(`http://127.0.0.1:${port}/api/reportes/cobros/export/csv?desde=${desde}&hasta=${hoy}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(respuesta.status).toBe(200);
      const lector = respuesta.body!.getReader();
      for (;;) {
        const { done, value } = await lector.read();
        if (done) break;
        for (const byte of value) if (byte === 10) lineas += 1;
        trozos += 1;
        if (trozos % 25 === 0) pico = Math.max(pico, vivo());
      }
    } finally {
      pico = Math.max(pico, vivo());
    }
    // Título, renglones del resumen, una línea en blanco y el encabezado, antes de las filas.
    expect(lineas).toBeGreaterThan(COBROS);
    expect(lineas).toBeLessThan(COBROS + 30);
    const crecimientoMb = (pico - base) / 1024 / 1024;
    expect({ crecimientoMb: Math.round(crecimientoMb), dentro: crecimientoMb < LIMITE_MB }).toEqual({
      crecimientoMb: Math.round(crecimientoMb),
      dentro: true,
    });
  }, 180_000);
});
