// El fondeo de la caja de la oficina (docs/decisiones/fondeo-de-la-caja.md): aportes y retiros del dueño, dinero entre
// la caja y el banco y préstamos recibidos no son ingreso ni gasto; un desembolso mayor que la caja se rechaza o se
// avisa según la organización; el balance general dice por qué una caja está en negativo. Las cifras esperadas están
// escritas a mano; los saldos del libro mayor se leen con SQL.
import { hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba } from './support/fabricas-cartera';
import { saldoMayor } from './support/mayor';

describe('Fondeo de la caja de la oficina', () => {
  const hoy = hoyBogota();

  const { prueba } = usarAppPrueba();

  const admin = () => prueba.como('admin');

  /** Débito − crédito de una cuenta del libro mayor, por su papel, leído directamente. */
  const saldo = (clave: string) => saldoMayor(prueba.dataSource, { clave });

  async function movimiento(tipo: 'ingreso' | 'egreso', categoria: string, monto: number, concepto: string) {
    const r = await admin().post('/api/flujo-caja/movimientos', { fecha: hoy, tipo, categoria, concepto, monto });
    expect(r.status).toBe(201);
    return r.body.data as Json;
  }

  async function politica(cajaInsuficiente: 'advertir' | 'rechazar'): Promise<void> {
    const r = await admin().put('/api/configuracion/organizacion', { cajaInsuficiente });
    expect(r.status).toBe(200);
    expect(r.body.data.cajaInsuficiente).toBe(cajaInsuficiente);
  }

  const prestamoDe = async (monto: number, quien: 'admin' | 'gerente' = 'admin') => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return prueba.como(quien).post('/api/prestamos', {
      cliente: cliente.id,
      monto,
      interes: 20,
      cuotas: 10,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    });
  };

  it('un aporte de capital, el dinero con el banco y un préstamo recibido no cambian el estado de resultados', async () => {
    const rango = `desde=${hoy}&hasta=${hoy}`;
    const antes = (await admin().get(`/api/contabilidad/estado-resultados?${rango}`)).body.data;
    expect(antes).toMatchObject({ totalIngresos: 0, totalGastos: 0, utilidad: 0 });

    await movimiento('ingreso', 'capital', 50_000_000, 'Aporte de capital de la dueña');
    await movimiento('egreso', 'banco', 20_000_000, 'Consignación en Bancolombia');
    await movimiento('ingreso', 'banco', 5_000_000, 'Retiro de Bancolombia para la caja');
    await movimiento('ingreso', 'prestamo_recibido', 10_000_000, 'Préstamo de un socio');
    await movimiento('egreso', 'prestamo_recibido', 1_000_000, 'Abono al préstamo del socio');
    await movimiento('egreso', 'capital', 2_000_000, 'Retiro de la dueña');

    const despues = (await admin().get(`/api/contabilidad/estado-resultados?${rango}`)).body.data;
    expect(despues).toMatchObject({ ingresos: [], gastos: [], totalIngresos: 0, totalGastos: 0, utilidad: 0 });

    // 50 − 20 + 5 + 10 − 1 − 2 = 42 millones en la caja; 15 en el banco; 48 de patrimonio; 9 de deuda.
    expect(await saldo('caja_oficina')).toBe(42_000_000);
    expect(await saldo('bancos')).toBe(15_000_000);
    expect(await saldo('aportes_dueno')).toBe(-48_000_000);
    expect(await saldo('prestamos_recibidos')).toBe(-9_000_000);
    expect(await saldo('otros_ingresos')).toBe(0);

    const balance = (await admin().get(`/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
    expect(balance.activos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codigo: '110505', monto: 42_000_000 }),
        expect.objectContaining({ codigo: '111005', nombre: 'Bancos', monto: 15_000_000 }),
      ]),
    );
    expect(balance.pasivos).toEqual([
      expect.objectContaining({ codigo: '219505', nombre: 'Préstamos recibidos de terceros', monto: 9_000_000 }),
    ]);
    expect(balance.patrimonio).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: '310510', monto: 48_000_000 })]),
    );
    expect(balance.totalActivos).toBe(balance.totalPasivos + balance.totalPatrimonio);
    expect(balance.avisos).toEqual([]);

    // El flujo de caja cuenta el fondeo como dinero que entra y sale: 65 millones de ingresos y 23 de egresos.
    const flujo = (await admin().get(`/api/flujo-caja?desde=${hoy}&hasta=${hoy}`)).body.data;
    expect(flujo.tarjetas).toMatchObject({ totalIngresos: 65_000_000, totalEgresos: 23_000_000, saldoActual: 42_000_000 });
    expect(flujo.periodos[0].egresos.otros).toBe(23_000_000);

    const verificacion = await admin().post('/api/contabilidad/verificacion');
    expect(verificacion.body.data.descuadres).toEqual([]);
  });

  it('el fondeo se audita con su nombre, es de admin y gerente y una repetición con la misma clave no lo duplica', async () => {
    const cuerpo = { fecha: hoy, tipo: 'ingreso', categoria: 'capital', concepto: 'Aporte repetido', monto: 1_000 };
    const cabeceras = { 'Idempotency-Key': 'aporte-repetido-1' };
    const primera = await prueba.como('gerente').post('/api/flujo-caja/movimientos', cuerpo, { cabeceras });
    const segunda = await prueba.como('gerente').post('/api/flujo-caja/movimientos', cuerpo, { cabeceras });
    expect(primera.status).toBe(201);
    expect(segunda.body.data._id).toBe(primera.body.data._id);
    const [{ n }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM movimientos_caja WHERE concepto = 'Aporte repetido'`,
    );
    expect(n).toBe(1);
    const [auditoria] = await prueba.dataSource.query(
      `SELECT detalles FROM auditoria WHERE accion = 'Registrar movimiento de caja' AND detalles LIKE '%Aporte repetido'`,
    );
    expect(auditoria.detalles).toMatch(/^Aporte de capital del dueño de \$\s1\.000 el /);

    const cobrador = await prueba.como('cobrador1').post('/api/flujo-caja/movimientos', cuerpo);
    expect(cobrador.status).toBe(403);
    const mala = await admin().post('/api/flujo-caja/movimientos', { ...cuerpo, categoria: 'herencia' });
    expect(mala.status).toBe(400);
    expect(JSON.stringify(mala.body)).toContain('capital, banco o prestamo_recibido');
  });

  it('en «rechazar», un desembolso mayor que la caja es un 422 con lo disponible y no deja rastro', async () => {
    await politica('rechazar');
    const caja = await saldo('caja_oficina');
    expect(caja).toBe(42_001_000);
    const prestamos = async () => (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM prestamos`))[0].n;
    const antes = await prestamos();

    const r = await prestamoDe(42_500_000);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('CAJA_INSUFICIENTE');
    expect(r.body.message).toContain('efectivo disponible en la caja de la oficina ($\u00a042.001.000)');
    expect(await prestamos()).toBe(antes);
    expect(await saldo('caja_oficina')).toBe(42_001_000);

    // Lo que cabe se desembolsa sin aviso.
    const cabe = await prestamoDe(40_000_000);
    expect(cabe.status).toBe(201);
    expect(cabe.body.advertencia).toBeUndefined();
    expect(await saldo('caja_oficina')).toBe(2_001_000);

    // Una solicitud aprobada también desembolsa: sobre la caja, 422 al aprobar y la solicitud sigue esperando.
    const cobrador1 = await prueba.cuenta('cobrador1');
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador1.id });
    const solicitud = await prueba.como('cobrador1').post('/api/prestamos', {
      cliente: cliente.id,
      monto: 3_000_000,
      interes: 20,
      cuotas: 10,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    });
    expect(solicitud.status).toBe(201);
    const aprobar = await admin().patch(`/api/prestamos/${solicitud.body.data._id}/aprobar`, {});
    expect(aprobar.status).toBe(422);
    expect(aprobar.body.message).toContain('($\u00a02.001.000)');
    const [{ estado }] = await prueba.dataSource.query(`SELECT estado FROM prestamos WHERE id = $1`, [
      solicitud.body.data._id,
    ]);
    expect(estado).toBe('solicitado');

    // Un reenganche de un gerente con dinero nuevo espera a un administrador (cuatro ojos); aprobarlo sin caja es un 422
    // y la aprobación sigue pendiente, sin préstamo nuevo.
    const reenganche = await prueba.como('gerente').post(`/api/prestamos/${cabe.body.data._id}/reenganche`, {
      montoAdicional: 6_000_000,
      confirmarUsura: true,
    });
    expect(reenganche.status).toBe(201);
    expect(reenganche.body.aprobacion).toMatchObject({ tipo: 'reenganche', estado: 'pendiente' });
    const antesReenganche = await prestamos();
    const aprobarReenganche = await admin().patch(`/api/aprobaciones/${reenganche.body.aprobacion._id}/aprobar`, {});
    expect(aprobarReenganche.status).toBe(422);
    expect(aprobarReenganche.body.message).toContain('($\u00a02.001.000)');
    expect(await prestamos()).toBe(antesReenganche);
    const [pendiente] = await prueba.dataSource.query(`SELECT estado FROM aprobaciones WHERE id = $1`, [
      reenganche.body.aprobacion._id,
    ]);
    expect(pendiente.estado).toBe('pendiente');
  });

  it('en «advertir», el desembolso sale con el aviso y el balance general dice por qué la caja está en negativo', async () => {
    await politica('advertir');
    const r = await prestamoDe(5_000_000);
    expect(r.status).toBe(201);
    expect(r.body.advertencia).toBe(
      'El desembolso de $\u00a05.000.000 supera el efectivo disponible en la caja de la oficina ($\u00a02.001.000): ' +
        'la caja queda en -$\u00a02.999.000. Registre en Flujo de Caja de dónde salió el dinero (aporte de capital, ' +
        'retiro del banco o préstamo recibido).',
    );
    expect(await saldo('caja_oficina')).toBe(-2_999_000);

    const balance = (await admin().get(`/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
    expect(balance.activos).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: '110505', monto: -2_999_000 })]),
    );
    expect(balance.avisos).toEqual([
      expect.stringContaining('«Caja de la oficina» está en -$\u00a02.999.000: salió más efectivo del que se registró'),
    ]);
    const csv = await admin().get(`/api/contabilidad/balance-general/exporte?fecha=${hoy}&formato=csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Nota: «Caja de la oficina» está en -$\u00a02.999.000');

    // Un aporte que lo cubre deja la caja en positivo y el balance sin nada que explicar.
    await movimiento('ingreso', 'capital', 3_000_000, 'Aporte para cubrir el desembolso');
    const cubierto = (await admin().get(`/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
    expect(cubierto.avisos).toEqual([]);
  });
});
