// Reportes de un periodo cerrado (docs/decisiones/reportes-al-cierre.md): préstamos y morosos con el corte dentro del
// cierre se leen del libro de cada préstamo a ese día, así una anulación, un cobro o un castigo del mes siguiente no
// los mueven ni un peso. Con el corte en el periodo abierto, morosos sigue siendo la foto de hoy.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cobrarPrueba, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('reportes de un periodo cerrado', () => {
  const hoy = hoyBogota();
  /** El mes pasado: el periodo que se cierra. */
  const cierre = sumarDias(`${hoy.slice(0, 8)}01`, -1);
  const inicioMes = `${cierre.slice(0, 8)}01`;
  const { prueba, tokens } = usarAppPrueba();

  const reporte = async (tipo: 'prestamos' | 'morosos', hasta = cierre): Promise<Json> => {
    const r = await prueba.como('gerente').get(`/api/reportes/${tipo}?desde=${inicioMes}&hasta=${hasta}&limit=50`);
    expect(r.status).toBe(200);
    return { data: r.body.data, meta: r.body.meta };
  };

  it('préstamos y morosos de un mes cerrado son los mismos, al peso, después de anular, cobrar y castigar en el siguiente', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const terminos = { cliente: cliente.id, interes: 20, cuotas: 30, modalidad: 'diario', tipoAmortizacion: 'amortizable' };
    const cobrado = await crearPrestamoPrueba(prueba, tokens.admin, { ...terminos, monto: 600_000, fecha: sumarDias(inicioMes, 2), fechaInicio: sumarDias(inicioMes, 2) });
    const anulado = await crearPrestamoPrueba(prueba, tokens.admin, { ...terminos, monto: 1_000_000, fecha: sumarDias(inicioMes, 4), fechaInicio: sumarDias(inicioMes, 4) });
    const castigado = await crearPrestamoPrueba(prueba, tokens.admin, { ...terminos, monto: 400_000, fecha: sumarDias(inicioMes, 6), fechaInicio: sumarDias(inicioMes, 6) });
    await cobrarPrueba(prueba, tokens.admin, { prestamo: cobrado._id, monto: 90_000, fecha: sumarDias(inicioMes, 12) });
    expect((await prueba.como('admin').put('/api/contabilidad/cierre', { cerradoHasta: cierre })).status).toBe(200);

    const antes = { prestamos: await reporte('prestamos'), morosos: await reporte('morosos') };
    // Al corte: los tres en mora (30 cuotas diarias, las primeras vencidas antes del fin de mes), con el saldo de ese día.
    expect(antes.morosos.data.resumen.cantidad).toBe(3);
    expect(antes.morosos.data.filas.map((f: Json) => f.estado)).toEqual(['mora', 'mora', 'mora']);
    const pactado = [cobrado, anulado, castigado].reduce((s: number, p: Json) => s + p.montoTotal, 0);
    expect(antes.prestamos.data.resumen.saldoPendiente).toBe(pactado - 90_000);
    expect(antes.morosos.data.resumen.saldoCartera).toBe(pactado - 90_000);

    // El mes siguiente (hoy): se anula uno, se cobra otro y se castiga el tercero.
    expect((await prueba.como('admin').post(`/api/prestamos/${anulado._id}/anular`, { motivo: 'Error de registro' })).status).toBe(200);
    await cobrarPrueba(prueba, tokens.admin, { prestamo: cobrado._id, monto: 50_000, fecha: hoy });
    expect((await prueba.como('admin').post(`/api/prestamos/${castigado._id}/castigar`, { motivo: 'Cliente inubicable' })).status).toBe(200);

    expect({ prestamos: await reporte('prestamos'), morosos: await reporte('morosos') }).toEqual(antes);

    // Con el corte en el periodo abierto, morosos es la foto de hoy: el anulado y el castigado ya no están.
    const deHoy = await reporte('morosos', hoy);
    expect(deHoy.data.filas.map((f: Json) => f._id)).toEqual([cobrado._id]);
  });
});
