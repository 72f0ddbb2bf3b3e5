// El libro mayor de partida doble (docs/contabilidad.md): lo que la base hace cumplir (cuadre, inmutabilidad, periodo
// cerrado), los estados y los exportes, y el paso de los datos existentes al mayor. Los casos del issue, en
// libro-mayor.e2e-spec.ts.
import { sumarDias } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { rehacerLibroMayor } from './support/mayor';
import { usarLibroMayor } from './support/libro-mayor';

describe('Libro mayor: la base, los estados y los exportes', () => {
  const { hoy, prueba, tokens, pedir, prestamo, amortizableDiario, sinDescuadres } = usarLibroMayor();

  describe('lo que hace cumplir la base', () => {
    it('un comprobante que no cuadra no se confirma, y nada del libro mayor se cambia ni se borra', async () => {
      await prestamo(amortizableDiario(100000, 10)); // un desembolso: líneas confirmadas que cambiar y borrar
      const [cuenta] = await prueba.dataSource.query(
        `SELECT id FROM contabilidad_cuentas WHERE clave = 'caja_oficina'`,
      );
      await expect(
        prueba.dataSource.transaction(async (m) => {
          const [a] = await m.query(
            `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'movimiento_caja', 'x', 'movimiento_caja') RETURNING id`,
            [hoy],
          );
          await m.query(
            `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito) VALUES ($1, $2, $3, 10)`,
            [a.id, hoy, cuenta.id],
          );
        }),
      ).rejects.toThrow(/no cuadra/);
      await expect(
        prueba.dataSource.query(
          `UPDATE contabilidad_lineas SET debito = debito + 1 WHERE id = (SELECT min(id) FROM contabilidad_lineas)`,
        ),
      ).rejects.toThrow(/no admite cambios/);
      await expect(
        prueba.dataSource.query(
          `DELETE FROM contabilidad_asientos WHERE numero = (SELECT min(numero) FROM contabilidad_asientos)`,
        ),
      ).rejects.toThrow(/no admite cambios/);
      // Líneas cuadradas agregadas a un comprobante de otra transacción: tampoco.
      const [viejo] = await prueba.dataSource.query(
        `SELECT id, fecha::text FROM contabilidad_asientos ORDER BY numero LIMIT 1`,
      );
      await expect(
        prueba.dataSource.transaction(async (m) => {
          for (const [d, c] of [
            [5, 0],
            [0, 5],
          ]) {
            await m.query(
              `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito) VALUES ($1, $2, $3, $4, $5)`,
              [viejo.id, viejo.fecha, cuenta.id, d, c],
            );
          }
        }),
      ).rejects.toThrow(/ya está cerrado/);
    });

    it('cerrar un mes espera a la escritura de dinero en curso; después, ese mes ya no admite nada', async () => {
      const [{ fin }] = await prueba.dataSource.query(
        `SELECT (date_trunc('month', $1::date) - interval '1 day')::date::text AS fin`,
        [hoy],
      );
      const enCurso = prueba.dataSource.createQueryRunner();
      await enCurso.connect();
      await enCurso.startTransaction();
      try {
        await enCurso.query(
          `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto) VALUES ($1, 'ingreso', 'otros', 'En curso', 1000)`,
          [fin],
        );
        let cerrado = false;
        const cierre = pedir('PUT', '/api/contabilidad/cierre', { cerradoHasta: fin }).then((r) => {
          cerrado = true;
          return r;
        });
        await new Promise((listo) => setTimeout(listo, 300));
        expect(cerrado).toBe(false);
        await enCurso.commitTransaction();
        expect((await cierre).status).toBe(200);
        await expect(
          prueba.dataSource.query(
            `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto) VALUES ($1, 'ingreso', 'otros', 'Tarde', 1000)`,
            [fin],
          ),
        ).rejects.toMatchObject({ code: 'CA001' });
      } finally {
        if (enCurso.isTransactionActive) await enCurso.rollbackTransaction();
        await enCurso.release();
        await prueba.dataSource.query(
          `UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`,
        );
        await prueba.dataSource.query(`DELETE FROM movimientos_caja WHERE concepto = 'En curso'`);
      }
    });

    it('ningún comprobante se fecha en un periodo cerrado', async () => {
      const [{ fin }] = await prueba.dataSource.query(
        `SELECT (date_trunc('month', $1::date) - interval '1 day')::date::text AS fin`,
        [hoy],
      );
      await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = $1 WHERE id = 1`, [
        fin,
      ]);
      try {
        await expect(
          prueba.dataSource.query(
            `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'movimiento_caja', 'x', 'movimiento_caja')`,
            [fin],
          ),
        ).rejects.toMatchObject({ code: 'CA001' });
      } finally {
        await prueba.dataSource.query(
          `UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`,
        );
      }
    });
  });

  describe('estados y exportes', () => {
    it('el balance de prueba cuadra; el estado de resultados y el balance general salen de las mismas sumas', async () => {
      const p = await prestamo({
        monto: 500_000,
        interes: 20,
        cuotas: 5,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      });
      // Cuota de 120.000: 100.000 de capital y 20.000 de interés (calculado aquí: 600.000 / 5; 500.000 / 5).
      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 120_000, fecha: hoy })).status,
      ).toBe(201);
      const balance = (
        await pedir('GET', `/api/contabilidad/balance-prueba?desde=${hoy.slice(0, 8)}01&hasta=${hoy}`)
      ).body.data;
      expect(balance.totalDebitos).toBe(balance.totalCreditos);
      expect(balance.cuentas.reduce((t: number, c: Json) => t + Math.round(c.saldo * 100), 0)).toBe(0);
      const estado = (
        await pedir('GET', `/api/contabilidad/estado-resultados?desde=${hoy.slice(0, 8)}01&hasta=${hoy}`)
      ).body.data;
      const [{ interes }] = await prueba.dataSource.query(
        `SELECT coalesce(sum(CASE tipo WHEN 'reversion' THEN -interes ELSE interes END), 0) AS interes FROM prestamos_movimientos
         WHERE tipo IN ('cobro', 'reversion', 'liquidacion') AND fecha BETWEEN $1 AND $2
           AND prestamo_id IN (SELECT id FROM prestamos WHERE tipo_amortizacion <> 'interes_adelantado' AND prestamo_origen_id IS NULL)`,
        [`${hoy.slice(0, 8)}01`, hoy],
      );
      const ingresoIntereses = estado.ingresos.find((f: Json) => f.codigo === '415005')?.monto ?? 0;
      expect(ingresoIntereses).toBeGreaterThanOrEqual(20_000);
      expect(ingresoIntereses).toBeGreaterThanOrEqual(Number(interes));
      const general = (await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
      expect(Math.round(general.totalActivos * 100)).toBe(
        Math.round((general.totalPasivos + general.totalPatrimonio) * 100),
      );
      await sinDescuadres();
    });

    it('el balance de prueba de cualquier periodo (meses de los saldos guardados y días sueltos) es el de las líneas, antes y después de compactar', async () => {
      const ayer = sumarDias(hoy, -1);
      const p = await prestamo({
        monto: 200_000,
        interes: 10,
        cuotas: 4,
        modalidad: 'semanal',
        tipoAmortizacion: 'amortizable',
        fechaInicio: sumarDias(hoy, -40),
      });
      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 55_000, fecha: ayer })).status,
      ).toBe(201);
      expect((await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 5_000, fecha: hoy })).status).toBe(
        201,
      );
      const rangos: Array<[string, string]> = [
        [`${hoy.slice(0, 8)}01`, hoy],
        [ayer, hoy],
        [sumarDias(hoy, -40), sumarDias(hoy, -3)],
        [sumarDias(hoy, -400), sumarDias(hoy, 30)],
      ];
      const comparar = async () => {
        for (const [desde, hasta] of rangos) {
          const api = (await pedir('GET', `/api/contabilidad/balance-prueba?desde=${desde}&hasta=${hasta}`))
            .body.data;
          const directo: Json[] = await prueba.dataSource.query(
            `SELECT c.codigo,
                    coalesce(sum(l.debito - l.credito) FILTER (WHERE l.fecha < $1), 0)::float AS "saldoAnterior",
                    coalesce(sum(l.debito) FILTER (WHERE l.fecha >= $1), 0)::float AS debitos,
                    coalesce(sum(l.credito) FILTER (WHERE l.fecha >= $1), 0)::float AS creditos
             FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE l.fecha <= $2
             GROUP BY c.codigo HAVING sum(l.debito) + sum(l.credito) > 0 ORDER BY c.codigo`,
            [desde, hasta],
          );
          const deApi = api.cuentas.map((c: Json) => ({
            codigo: c.codigo,
            saldoAnterior: c.saldoAnterior,
            debitos: c.debitos,
            creditos: c.creditos,
          }));
          const esperado = directo.filter(
            (f) => f.saldoAnterior !== 0 || f.debitos !== 0 || f.creditos !== 0,
          );
          expect({ desde, hasta, cuentas: deApi }).toEqual({ desde, hasta, cuentas: esperado });
        }
      };
      await comparar();
      await prueba.dataSource.query(`SELECT contabilidad_saldos_compactar()`);
      const [{ filas, grupos }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS filas, count(DISTINCT (cuenta_id, mes))::int AS grupos FROM contabilidad_saldos_mes`,
      );
      expect(filas).toBe(grupos);
      await comparar();
      await sinDescuadres();
    });

    it('el diario busca el tercero por su nombre sin tildes ni mayúsculas; más allá de la última página, cuántos hay', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Óscar Núñez Diario' });
      await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        fechaInicio: hoy,
        monto: 250_000,
        interes: 10,
        cuotas: 2,
        // Semanal: la modalidad no es lo que se prueba, y un préstamo diario que empieza un domingo no se crea.
        modalidad: 'semanal',
        tipoAmortizacion: 'amortizable',
      });
      const r = await pedir('GET', `/api/contabilidad/diario?tercero=OSCAR%20NUNEZ&desde=${hoy}&hasta=${hoy}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(1);
      expect(r.body.meta).toMatchObject({ total: 1 });
      const [asiento] = r.body.data;
      expect(asiento.tipo).toBe('desembolso');
      // 250.000 al débito de la cartera de capital, con el cliente como tercero.
      expect(asiento.lineas.find((l: Json) => l.codigo === '140505')).toMatchObject({
        debito: 250_000,
        credito: 0,
        tercero: { tipo: 'cliente', nombre: 'Óscar Núñez Diario', documento: cliente.cedula },
      });
      const lejos = await pedir('GET', `/api/contabilidad/diario?tercero=nunez%20diario&desde=${hoy}&hasta=${hoy}&page=3&limit=5`);
      expect(lejos.status).toBe(200);
      expect(lejos.body.data).toEqual([]);
      expect(lejos.body.meta).toMatchObject({ total: 1, page: 3, limit: 5 });
    });

    it('el diario filtra por cuenta, origen y tercero, y se exporta con las columnas del contador', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Tercera Contable' });
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        fechaInicio: hoy,
        monto: 300_000,
        interes: 10,
        cuotas: 3,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      });
      const r = await pedir(
        'GET',
        `/api/contabilidad/diario?tercero=${cliente.cedula}&cuenta=1405&origen=prestamo&desde=${hoy}&hasta=${hoy}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(1);
      const [asiento] = r.body.data;
      expect(asiento.tipo).toBe('desembolso');
      expect(asiento.lineas.find((l: Json) => l.codigo === '140505')).toMatchObject({
        debito: 300_000,
        credito: 0,
        tercero: { tipo: 'cliente', documento: cliente.cedula, nombre: 'Tercera Contable' },
        prestamo: { id: p._id },
      });
      const csv = await pedir(
        'GET',
        `/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv`,
      );
      expect(csv.status).toBe(200);
      const texto = Buffer.from(csv.body as unknown as string, 'utf8')
        .toString()
        .replace(/^\uFEFF/, '');
      const lineas = texto.trim().split('\r\n');
      expect(lineas[0]).toBe(
        'Fecha;Tipo de comprobante;Comprobante;Cuenta;Nombre de la cuenta;Tipo de documento;Documento del tercero;DV;' +
          'Nombre del tercero;Débito;Crédito;Descripción',
      );
      expect(lineas.some((l) => l.includes(`;CC;${cliente.cedula};`) && l.includes('140505'))).toBe(true);
      // Sin fila de totales: cada fila es una línea de un comprobante (docs/decisiones/exporte-contable.md).
      expect(lineas.some((l) => l.includes('Totales'))).toBe(false);
      const xlsx = await prueba.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: `/api/contabilidad/balance-prueba/exporte?desde=${hoy}&hasta=${hoy}&formato=xlsx`,
          headers: { authorization: `Bearer ${tokens.admin}` },
        });
      expect(xlsx.statusCode).toBe(200);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const hoja = libro.getWorksheet('Balance de prueba');
      expect(hoja?.getRow(2).getCell(1).value).toBe('Código');
    });

    it('una consulta mal formada recibe un 400 en español y nada cambia', async () => {
      const casos: Array<[string, RegExp]> = [
        [
          `/api/contabilidad/balance-prueba?desde=${hoy}&hasta=${sumarDias(hoy, -1)}`,
          /anterior a la inicial/,
        ],
        ['/api/contabilidad/diario?cuenta=caja', /código numérico/],
        ['/api/contabilidad/diario?origen=banco', /origen debe ser/],
        [`/api/contabilidad/diario/exporte?desde=${hoy}&formato=pdf`, /csv, xlsx, siigo, worldoffice/],
        [`/api/contabilidad/diario/exporte?desde=2020-01-01&hasta=2026-01-01&formato=csv`, /366 días/],
        ['/api/contabilidad/balance-general?fecha=9999-99-99', /fecha/i],
      ];
      for (const [ruta, mensaje] of casos) {
        const r = await pedir('GET', ruta);
        expect({ ruta, status: r.status }).toEqual({ ruta, status: 400 });
        expect(JSON.stringify(r.body)).toMatch(mensaje);
      }
      const cobrador = await prueba.pedir({
        metodo: 'GET',
        ruta: '/api/contabilidad/diario',
        token: await prueba.token('cobrador1'),
      });
      expect(cobrador.status).toBe(403);
    });

    it('el contador cambia el código y el nombre de una cuenta; el papel de la cuenta no cambia', async () => {
      const cuentas = (await pedir('GET', '/api/contabilidad/cuentas')).body.data;
      const caja = cuentas.find((c: Json) => c.clave === 'caja_oficina');
      const r = await pedir('PUT', `/api/contabilidad/cuentas/${caja.id}`, {
        nombre: 'Caja general',
        codigo: '11050501',
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        codigo: '11050501',
        nombre: 'Caja general',
        clave: 'caja_oficina',
      });
      const repetido = await pedir('PUT', `/api/contabilidad/cuentas/${caja.id}`, { codigo: '140505' });
      expect(repetido.status).toBe(400);
      await pedir('PUT', `/api/contabilidad/cuentas/${caja.id}`, {
        nombre: 'Caja de la oficina',
        codigo: '110505',
      });
    });
  });

  it('pasar los datos existentes al libro mayor da los mismos saldos (la migración), sin descuadres', async () => {
    const antes = await prueba.dataSource.query(
      `SELECT c.codigo, sum(l.debito) AS d, sum(l.credito) AS c FROM contabilidad_lineas l
       JOIN contabilidad_cuentas c ON c.id = l.cuenta_id GROUP BY c.codigo ORDER BY c.codigo`,
    );
    // Como una base de antes del libro mayor: sin comprobantes, y la migración los escribe.
    await rehacerLibroMayor(prueba.dueno);
    const despues = await prueba.dataSource.query(
      `SELECT c.codigo, sum(l.debito) AS d, sum(l.credito) AS c FROM contabilidad_lineas l
       JOIN contabilidad_cuentas c ON c.id = l.cuenta_id GROUP BY c.codigo ORDER BY c.codigo`,
    );
    const neto = (filas: Json[]) => filas.map((f) => [f.codigo, Number(f.d) - Number(f.c)]);
    expect(neto(despues)).toEqual(neto(antes));
    await sinDescuadres();
  });
});
