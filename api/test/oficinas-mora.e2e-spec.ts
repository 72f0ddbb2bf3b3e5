// El interés de mora con oficinas (issue 68; docs/decisiones/interes-de-mora.md): el barrido de la noche (corre con
// TODAS) causa la mora de los préstamos vencidos de Centro y de Norte, y cada línea del mayor de ese cargo lleva la
// oficina del préstamo (contabilidad_lineas.oficina_id). Lo esperado se calcula aquí con la fórmula escrita a mano
// (capital vencido × días × tasa diaria equivalente a la EA), no con las reglas del dominio.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';
import { crearOficina } from './support/cuentas-por-oficina';
import { activarMora, prestamoDesembolsadoHace } from './support/escenarios';
import { saldoMayor } from './support/mayor';

const { prueba, tokens } = usarAppPrueba();
const hoy = hoyBogota();
const DESDE_HACE = 40;
const TASA_EA = 24;

/** La mora de las cuotas vencidas desde `desde` hasta hoy, sin gracia, en pesos enteros (truncada al peso). */
function moraEsperada(cuotas: Json[], desde: string): number {
  const diaria = Math.pow(1 + TASA_EA / 100, 1 / 365) - 1;
  const dia = (fecha: string) => Date.parse(fecha) / 86_400_000;
  let centavos = 0;
  for (const cuota of cuotas) {
    const dias = Math.round(dia(hoy) - Math.max(dia(desde), dia(cuota.fechaProgramada as string)));
    if (dias > 0) centavos += Math.round((cuota.montoCapital as number) * 100 * dias * diaria);
  }
  return Math.floor(centavos / 100);
}

it('el barrido causa la mora de los préstamos vencidos de las dos oficinas, y sus líneas llevan la oficina del préstamo', async () => {
  const centro = await crearOficina(prueba, 'CENTRO', 'Oficina Centro');
  const norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  await activarMora(prueba, { desdeHaceDias: DESDE_HACE, tasa: TASA_EA });
  const vencido = async (oficina: string, monto: number) => {
    const r = await prueba.como('admin').post(
      '/api/clientes',
      cuerpoCliente({ oficina, autorizacionDatos: { canal: 'presencial_firmado' } }),
    );
    expect(r.status).toBe(201);
    const p = await prestamoDesembolsadoHace(prueba, 30, {
      cliente: r.body.data._id,
      monto,
      interes: 20,
      cuotas: 10,
      modalidad: 'diario',
      confirmarUsura: true,
    });
    const plan = await prueba.como('admin').get(`/api/prestamos/${p._id}/plan`);
    return { id: p._id as string, oficina, esperada: moraEsperada(plan.body.data.cuotas, sumarDias(hoy, -DESDE_HACE)) };
  };
  const prestamos = [await vencido(centro, 1_000_000), await vencido(norte, 700_000)];
  for (const p of prestamos) expect(p.esperada).toBeGreaterThan(0);

  const barrido = await prueba.pedir({ metodo: 'POST', ruta: '/api/sistema/barrido', token: tokens.admin });
  expect(barrido.status).toBe(201);
  expect(barrido.body.data.prestamosConMora).toBeGreaterThanOrEqual(2);

  for (const p of prestamos) {
    // Cartera de mora contra su diferido, por lo calculado aquí.
    expect({ id: p.id, cartera: await saldoMayor(prueba.dataSource, { prestamoId: p.id, clave: 'cartera_mora' }) }).toEqual({
      id: p.id,
      cartera: p.esperada,
    });
    expect(await saldoMayor(prueba.dataSource, { prestamoId: p.id, clave: 'mora_diferida' })).toBe(-p.esperada);
    // Cada línea del cargo (y del préstamo) lleva la oficina del préstamo.
    const oficinas = await prueba.dataSource.query(
      `SELECT DISTINCT l.oficina_id FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE l.prestamo_id = $1 AND c.clave IN ('cartera_mora', 'mora_diferida')`,
      [p.id],
    );
    expect(oficinas).toEqual([{ oficina_id: p.oficina }]);
    const [{ n: fuera }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM contabilidad_lineas WHERE prestamo_id = $1 AND oficina_id <> $2`,
      [p.id, p.oficina],
    );
    expect(fuera).toBe(0);
  }
});
