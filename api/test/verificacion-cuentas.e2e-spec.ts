// La verificación que ve cada cuenta (docs/decisiones/verificacion-de-cuentas.md): ingresos contra la política,
// interés diferido por préstamo, cada banco contra sus extractos y el patrimonio contra sus fuentes. Cada regla
// encuentra un comprobante cuadrado pero falso escrito a mano en la base (lo que dejaría una puerta que escribe sin
// las reglas, o un barrido que corrió dos veces) y dice la cuenta y el préstamo; la demostración verifica sin nada.
import { formatearFecha, hoyBogota } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { asientoAMano, type AsientoAMano } from './support/mayor';
import { aplicarPagosPendientes } from './support/pagos';
import { subirExtracto } from './support/pagos-banco';
import { prestamoDesembolsadoHace } from './support/escenarios';

interface Prestamo {
  id: string;
  numero: number;
}

describe('verificación: ingresos, diferidos, bancos y patrimonio', () => {
  const hoy = hoyBogota();
  const mes = hoy.slice(0, 7);
  const { prueba } = usarAppPrueba({ conDemo: true });

  async function verificar(): Promise<Json> {
    const r = await prueba.como('admin').post('/api/contabilidad/verificacion');
    expect(r.status).toBe(200);
    return r.body.data;
  }

  /** Los descuadres de una regla (o de las que siguen con «:» o con un espacio: su sujeto), de un préstamo si se da. */
  function de(resultado: Json, regla: string, prestamo?: Prestamo): Json[] {
    return resultado.descuadres.filter(
      (d: Json) =>
        (d.regla === regla || d.regla.startsWith(`${regla}:`) || d.regla.startsWith(`${regla} `)) &&
        (prestamo === undefined || d.prestamo?.numero === prestamo.numero),
    );
  }

  /**
   * Lo que deja un comprobante a mano Dr diferido / Cr ingreso de `monto` en un préstamo: su ingreso queda `monto` sobre
   * lo esperado y su diferido `monto` debajo, cada uno con su cuenta (`[regla, código]`) en el detalle si se da.
   */
  function esperarIngresoSobreDiferido(
    resultado: Json,
    prestamo: Prestamo,
    monto: number,
    [reglaIngreso, codigoIngreso]: [string, string?],
    [reglaDiferido, codigoDiferido]: [string, string?],
  ): void {
    const [ingreso] = de(resultado, reglaIngreso, prestamo);
    expect(ingreso.encontrado - ingreso.esperado).toBe(monto);
    if (codigoIngreso) expect(ingreso.detalle).toContain(codigoIngreso);
    const [diferido] = de(resultado, reglaDiferido, prestamo);
    expect(diferido.esperado - diferido.encontrado).toBe(monto);
    if (codigoDiferido) expect(diferido.detalle).toContain(codigoDiferido);
  }

  /** Un comprobante a mano de hoy (un movimiento de caja), en las líneas del `prestamo` si se da. */
  const aMano = (asiento: Pick<AsientoAMano, 'descripcion' | 'debito' | 'credito' | 'monto'>, prestamo?: Prestamo) =>
    asientoAMano(prueba.dataSource, {
      fecha: hoy,
      tipo: 'movimiento_caja',
      ...asiento,
      tercero: prestamo ? { columna: 'prestamo_id', id: prestamo.id } : undefined,
    });

  /** Préstamos de la demostración abiertos, con su interés en las cuotas, por número. */
  async function prestamosAbiertos(): Promise<Prestamo[]> {
    const filas: Array<{ id: string; numero: string }> = await prueba.dataSource.query(
      `SELECT id, numero FROM prestamos
       WHERE estado IN ('activo', 'mora') AND tipo_amortizacion = 'amortizable' AND prestamo_origen_id IS NULL
       ORDER BY numero`,
    );
    return filas.map((f) => ({ id: f.id, numero: Number(f.numero) }));
  }

  it('la demostración verifica sin descuadres, y cada banco dice que no tiene extractos en vez de cuadrar', async () => {
    const resultado = await verificar();
    expect(resultado.cantidadDescuadres).toBe(0);
    expect(resultado.descuadres).toEqual([]);
    // La cuenta Bancos (consignaciones de la caja) y las seis cuentas de recaudo de la demostración (cuatro de la
    // oficina principal y dos de Norte).
    expect(resultado.bancos.map((b: Json) => b.codigo)).toEqual([
      '111005',
      '11100501',
      '11100502',
      '11100503',
      '11100504',
      '11100505',
      '11100506',
    ]);
    expect(resultado.bancos.every((b: Json) => b.extracto === null && b.diferencia === 0)).toBe(true);
    // Lo guardado es lo que se respondió.
    const ultima = (await prueba.como('admin').get('/api/contabilidad/verificacion')).body.data;
    expect(ultima.bancos).toEqual(resultado.bancos);
  });

  it('base de caja: Dr 270505 / Cr 415005 de 500.000 en un préstamo (un barrido doble) aparece en su ingreso, su diferido y el mes', async () => {
    const [prestamo] = await prestamosAbiertos();
    await aMano(
      { descripcion: 'Causación repetida', debito: 'intereses_diferidos', credito: 'ingresos_intereses', monto: 500_000 },
      prestamo,
    );
    const resultado = await verificar();
    esperarIngresoSobreDiferido(resultado, prestamo, 500_000, ['ingresos_intereses', '415005'], ['intereses_diferidos', '270505']);
    const [delMes] = de(resultado, `ingresos_intereses_mes:${mes}`);
    expect(delMes.encontrado - delMes.esperado).toBe(500_000);
    expect(delMes.prestamo).toBeNull();
  });

  it('una cadena de reenganches: el 270505 de la cadena entera, informado en su último préstamo', async () => {
    const [nuevo]: Array<{ id: string; numero: string }> = await prueba.dataSource.query(
      `SELECT id, numero FROM prestamos WHERE prestamo_origen_id IS NOT NULL AND estado IN ('activo', 'mora')
       AND NOT EXISTS (SELECT 1 FROM prestamos s WHERE s.prestamo_origen_id = prestamos.id) ORDER BY numero LIMIT 1`,
    );
    const prestamo = { id: nuevo.id, numero: Number(nuevo.numero) };
    await aMano(
      { descripcion: 'Causación repetida en un reenganche', debito: 'intereses_diferidos', credito: 'ingresos_intereses', monto: 300_000 },
      prestamo,
    );
    const resultado = await verificar();
    esperarIngresoSobreDiferido(resultado, prestamo, 300_000, ['ingresos_intereses'], ['intereses_diferidos']);
  });

  it('la mora: Dr 270510 / Cr 415020 en un préstamo aparece en su ingreso de mora, su mora diferida y el mes', async () => {
    const [, prestamo] = await prestamosAbiertos();
    await aMano(
      { descripcion: 'Mora cobrada dos veces', debito: 'mora_diferida', credito: 'ingresos_mora', monto: 12_345 },
      prestamo,
    );
    const resultado = await verificar();
    esperarIngresoSobreDiferido(resultado, prestamo, 12_345, ['ingresos_mora', '415020'], ['mora_diferida', '270510']);
    expect(de(resultado, `ingresos_mora_mes:${mes}`)).toHaveLength(1);
  });

  it('el patrimonio: un cierre a mano (Dr 415005 / Cr 370505) y un aporte sin su movimiento de caja aparecen por cuenta', async () => {
    await aMano(
      { descripcion: 'Cierre del ejercicio escrito a mano', debito: 'ingresos_intereses', credito: 'saldos_iniciales', monto: 700_000 },
    );
    await aMano(
      { descripcion: 'Aporte sin movimiento de caja', debito: 'caja_oficina', credito: 'aportes_dueno', monto: 300_000 },
    );
    const resultado = await verificar();
    const [saldosIniciales] = de(resultado, 'patrimonio:370505');
    expect(saldosIniciales).toMatchObject({ prestamo: null, esperado: 0, encontrado: 700_000 });
    const [aportes] = de(resultado, 'patrimonio:310510');
    expect(aportes.encontrado - aportes.esperado).toBe(300_000);
    expect(aportes.detalle).toContain('patrimonio');
    // La línea de 415005 sin préstamo también: ningún ingreso por intereses va sin su préstamo.
    expect(de(resultado, 'ingresos_sin_prestamo:415005')).toEqual([
      expect.objectContaining({ esperado: 0, encontrado: 700_000 }),
    ]);
  });

  it('cada banco contra sus extractos: una línea en suspenso cuadra; dinero en el banco sin extracto ni fuente, no', async () => {
    const [cuenta]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT pc.id FROM pagos_cuentas pc JOIN contabilidad_cuentas k ON k.cuenta_pago_id = pc.id
       WHERE k.codigo = '11100501'`,
    );
    const archivo = Buffer.from(
      ['Fecha;Descripción;Valor;Ref', `${formatearFecha(hoy)};DEPOSITO EN EFECTIVO EN SUCURSAL;8.000;`].join(
        '\n',
      ),
    );
    const subida = await subirExtracto(
      prueba,
      {
        cuenta: cuenta.id,
        columnas: JSON.stringify({
          fecha: 'Fecha',
          descripcion: 'Descripción',
          valor: 'Valor',
          referencia: 'Ref',
        }),
      },
      { contenido: archivo, nombre: 'extracto.csv' },
    );
    expect(subida.status).toBe(201);
    await aplicarPagosPendientes(prueba);
    const conExtracto = await verificar();
    expect(de(conExtracto, 'banco')).toEqual([]);
    const banco = (codigo: string, r: Json) => r.bancos.find((b: Json) => b.codigo === codigo);
    expect(banco('11100501', conExtracto)).toMatchObject({
      extracto: 8_000,
      sinExtracto: 0,
      mayor: 8_000,
      diferencia: 0,
    });
    expect(banco('11100502', conExtracto).extracto).toBeNull();

    await aMano(
      { descripcion: 'Dinero en el banco que nadie trajo', debito: '11100501', credito: 'otros_ingresos', monto: 50_000 },
    );
    await aMano(
      { descripcion: 'Consignación sin su movimiento de caja', debito: 'bancos', credito: 'caja_oficina', monto: 20_000 },
    );
    const roto = await verificar();
    expect(de(roto, 'banco:11100501')).toEqual([
      expect.objectContaining({ esperado: 8_000, encontrado: 58_000, prestamo: null }),
    ]);
    expect(de(roto, 'banco:11100501')[0].regla).toBe('banco:11100501 Bancolombia ahorros');
    expect(de(roto, 'banco:111005')).toEqual([expect.objectContaining({ esperado: 0, encontrado: 20_000 })]);
    expect(banco('11100501', roto)).toMatchObject({ extracto: 8_000, mayor: 58_000, diferencia: 50_000 });
    expect(banco('111005', roto)).toMatchObject({
      extracto: null,
      sinExtracto: 0,
      mayor: 20_000,
      diferencia: 20_000,
    });
  });

  it('base de causación: el barrido no gana más de lo que la regla escrita aparte permite; 500.000 antes de tiempo, sí', async () => {
    const politica = await prueba
      .como('admin')
      .put('/api/contabilidad/politicas', { baseIngresos: 'causacion' });
    expect(politica.status).toBe(200);
    // El barrido del día lleva el ingreso de cada préstamo a lo ganado (y deshace la causación repetida de antes): su
    // resultado cabe en la cota que la verificación calcula por su cuenta.
    await prueba.app.get(BarridoService).ejecutar(hoy);
    const barrido = await verificar();
    expect(de(barrido, 'ingresos_intereses')).toEqual([]);
    expect(de(barrido, 'intereses_diferidos')).toEqual([]);
    // Un préstamo desembolsado hoy no ha ganado nada.
    const nuevo = await prestamoDesembolsadoHace(prueba, 0, {
      monto: 700_000,
      interes: 20,
      cuotas: 4,
      modalidad: 'semanal',
      confirmarUsura: true,
    });
    const prestamo = { id: nuevo._id, numero: nuevo.numero };
    expect(de(await verificar(), 'ingresos_intereses', prestamo)).toEqual([]);
    await aMano(
      { descripcion: 'Causación antes de tiempo', debito: 'intereses_diferidos', credito: 'ingresos_intereses', monto: 500_000 },
      prestamo,
    );
    const resultado = await verificar();
    expect(de(resultado, 'ingresos_intereses', prestamo)).toEqual([
      expect.objectContaining({ esperado: 0, encontrado: 500_000 }),
    ]);
    // El mes también: lo escrito a mano no es una causación, y sin ellas el ingreso de cada mes es lo cobrado.
    expect(de(resultado, `ingresos_intereses_mes:${mes}`)).toHaveLength(1);
  });
});
