// La verificación de las cuentas sobre un libro importado (docs/decisiones/verificacion-de-cuentas.md): 370505 es lo
// que abrió la importación (el capital al corte, sin el préstamo que llegó castigado) y un préstamo importado no tiene
// ingresos ni gastos hasta su corte. Un comprobante que lo rompa (lo que dejaba el corte abierto: un cobro fechado antes
// del corte con su 415005, escrito aquí en la base saltando el periodo cerrado) aparece con su cuenta y su préstamo.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { aplicarImportacion, carteraConCastigado, revisarLibro } from './support/importacion';
import { asientoAMano } from './support/mayor';

const corte = sumarDias(hoyBogota(), -5);
const dia = (dias: number) => sumarDias(corte, dias);

describe('verificación de las cuentas de un libro importado', () => {
  const { prueba } = usarAppPrueba();

  const verificar = async (): Promise<Json> =>
    (await prueba.como('admin').post('/api/contabilidad/verificacion')).body.data;

  beforeAll(async () => {
    const importacion = await aplicarImportacion(prueba, await revisarLibro(prueba, carteraConCastigado(corte), 'corte.xlsx'));
    expect(importacion).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
  });

  it('el libro importado verifica sin descuadres: 370505 es el capital al corte del que no llegó castigado', async () => {
    const resultado = await verificar();
    expect(resultado.descuadres).toEqual([]);
  });

  it('un ingreso con fecha antes del corte en un préstamo importado y 370505 movido a mano aparecen', async () => {
    const [h1]: Array<{ id: string; numero: string }> = await prueba.dataSource.query(
      `SELECT p.id, p.numero FROM prestamos p JOIN importacion_ids i ON i.id_cartera = p.id
       WHERE i.hoja = 'Prestamos' AND i.id_externo = 'H-1'`,
    );
    // Lo que dejaba el corte abierto: el periodo cerrado se salta sólo aquí, para escribir lo que antes se podía.
    await prueba.dueno.query(
      `ALTER TABLE contabilidad_asientos DISABLE TRIGGER contabilidad_asientos_periodo_abierto`,
    );
    try {
      await asientoAMano(prueba.dataSource, {
        fecha: dia(-1),
        tipo: 'movimiento_caja',
        descripcion: 'Interés cobrado antes del corte',
        debito: 'caja_oficina',
        credito: 'ingresos_intereses',
        monto: 40_000,
        tercero: { columna: 'prestamo_id', id: h1.id },
      });
    } finally {
      await prueba.dueno.query(
        `ALTER TABLE contabilidad_asientos ENABLE TRIGGER contabilidad_asientos_periodo_abierto`,
      );
    }
    await asientoAMano(prueba.dataSource, {
      fecha: hoyBogota(),
      tipo: 'movimiento_caja',
      descripcion: 'Saldos iniciales a otros ingresos',
      debito: 'saldos_iniciales',
      credito: 'otros_ingresos',
      monto: 25_000,
    });
    const resultado = await verificar();
    const deH1 = (regla: string) =>
      resultado.descuadres.filter((d: Json) => d.regla === regla && d.prestamo?.numero === Number(h1.numero));
    expect(deH1('resultado_antes_del_corte')).toEqual([
      expect.objectContaining({ esperado: 0, encontrado: 40_000 }),
    ]);
    expect(deH1('ingresos_intereses')).toEqual([
      expect.objectContaining({ esperado: 0, encontrado: 40_000 }),
    ]);
    const [saldosIniciales] = resultado.descuadres.filter((d: Json) =>
      d.regla.startsWith('patrimonio:370505'),
    );
    expect(saldosIniciales.esperado - saldosIniciales.encontrado).toBe(25_000);
  });
});
