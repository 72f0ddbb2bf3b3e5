// Exportes de reportes (issue 38): un tope de filas (se pide acotar el rango en lugar de leerlo entero) y un exporte
// a la vez por usuario.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { Client } from 'pg';
import { usarAppPrueba } from './support/app-del-archivo';
import { leerConexionPruebas, urlDeBase } from './support/entorno';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('exportes de reportes: tope de filas y uno a la vez', () => {
  const hoy = hoyBogota();
  const rango = `desde=${sumarDias(hoy, -10)}&hasta=${hoy}`;

  const { prueba, tokens } = usarAppPrueba(async () => {
    for (let i = 0; i < 3; i++) {
      const cliente = await crearClientePrueba(prueba.dataSource);
      await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        monto: 100000,
        cuotas: 4,
        tipoAmortizacion: 'amortizable',
        fecha: sumarDias(hoy, -i),
        fechaInicio: sumarDias(hoy, -i),
      });
    }
  }, { entorno: { REPORTES_EXPORTE_FILAS_MAXIMAS: '2' } });

  const exportar = (consulta: string) =>
    prueba.app.inject({
      method: 'GET',
      url: `/api/reportes/prestamos/export/csv?${consulta}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });

  it('un exporte con más filas que el tope pide acotar el rango (422) y uno dentro del tope sale', async () => {
    const grande = await exportar(rango);
    expect(grande.statusCode).toBe(422);
    expect(grande.json().message).toBe(
      'El reporte tiene 3 filas y un exporte admite hasta 2: acote el rango de fechas o elija un cobrador',
    );
    const chico = await exportar(`desde=${sumarDias(hoy, -1)}&hasta=${hoy}`);
    expect(chico.statusCode).toBe(200);
    expect(chico.rawPayload.toString('utf8')).toContain('Préstamo;Fecha;Cliente');
  });

  it('mientras un exporte del usuario sigue en curso, otro del mismo usuario recibe 429', async () => {
    // La base retiene el primero (un bloqueo sobre préstamos); el segundo llega mientras tanto.
    const [{ base }] = await prueba.dataSource.query('SELECT current_database() AS base');
    const bloqueo = new Client({ connectionString: urlDeBase(leerConexionPruebas().urlMantenimiento, base) });
    await bloqueo.connect();
    try {
      await bloqueo.query('BEGIN');
      await bloqueo.query('LOCK TABLE prestamos IN ACCESS EXCLUSIVE MODE');
      const primero = exportar(`desde=${sumarDias(hoy, -1)}&hasta=${hoy}`);
      await new Promise((listo) => setTimeout(listo, 300));
      const segundo = await exportar(`desde=${sumarDias(hoy, -1)}&hasta=${hoy}`);
      expect(segundo.statusCode).toBe(429);
      expect(segundo.json().message).toBe(
        'Ya tiene un exporte de reporte en curso: espere a que termine la descarga e intente de nuevo',
      );
      await bloqueo.query('COMMIT');
      expect((await primero).statusCode).toBe(200);
    } finally {
      await bloqueo.end();
    }
    // Terminado el primero, el usuario puede exportar otra vez.
    expect((await exportar(`desde=${sumarDias(hoy, -1)}&hasta=${hoy}`)).statusCode).toBe(200);
  });
});
