// Ajustes de la organización que usa el servidor: empresa y mensajes automáticos. Sólo el admin los cambia, cada
// cambio queda auditado con el antes y el después, y lo que no viene en el cuerpo no cambia.
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';

describe('configuración de la organización', () => {
  const ruta = '/api/configuracion/organizacion';

  const { prueba, tokens } = usarAppPrueba();

  // El recibo de cobro nace encendido: sale en cuanto haya un canal configurado (docs/decisiones/recibos-de-cobro.md).
  it('parte con el recibo de cobro encendido, los otros mensajes automáticos apagados y el nombre por defecto', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      nombreEmpresa: 'Cartera', telefonoEmpresa: null, recordatorioCuota: false, avisoMora: false, reciboCobro: true,
    });
  });

  it('el admin cambia empresa e interruptores; lo demás queda igual y el cambio se audita', async () => {
    const antes = (await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data;
    const r = await prueba.pedir({
      metodo: 'PUT', ruta, token: tokens.admin,
      cuerpo: { nombreEmpresa: 'Créditos La Esperanza', telefonoEmpresa: '3001234567', avisoMora: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      nombreEmpresa: 'Créditos La Esperanza', telefonoEmpresa: '3001234567', avisoMora: true,
      recordatorioCuota: false, reciboCobro: true, saldoInicialCaja: antes.saldoInicialCaja,
    });
    const [ev]: Json[] = await prueba.dataSource.query(
      `SELECT datos_anteriores, datos_nuevos FROM auditoria
       WHERE accion = 'Actualizar configuración de la organización' ORDER BY fecha DESC LIMIT 1`,
    );
    expect(ev.datos_anteriores).toMatchObject({ avisoMora: false, nombreEmpresa: 'Cartera' });
    expect(ev.datos_nuevos).toMatchObject({ avisoMora: true, nombreEmpresa: 'Créditos La Esperanza' });
  });

  it('rechaza tipos y largos inválidos sin cambiar nada, y el gerente no puede cambiar', async () => {
    const antes = (await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data;
    for (const cuerpo of [{ avisoMora: 'si' }, { nombreEmpresa: '' }, { nombreEmpresa: 'x'.repeat(121) }, { telefonoEmpresa: 5 }]) {
      const r = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false });
    }
    expect((await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.gerente, cuerpo: { reciboCobro: true } })).status).toBe(403);
    expect((await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data).toEqual(antes);
  });

  it('los días atrás del aviso previo: 5 por defecto, el admin los cambia de 0 a 30 y fuera de eso es 400 sin cambiar nada', async () => {
    expect((await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data.diasAtrasAvisoPrevio).toBe(5);
    const antes = (await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data;
    for (const valor of [-1, 31, 2.5, '3', null]) {
      const r = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { diasAtrasAvisoPrevio: valor } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        success: false,
        errors: { diasAtrasAvisoPrevio: ['Los días atrás del aviso previo deben ser un número entero de 0 a 30'] },
      });
    }
    expect((await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data).toEqual(antes);
    const r = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { diasAtrasAvisoPrevio: 30 } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ diasAtrasAvisoPrevio: 30, diasAtrasFechas: antes.diasAtrasFechas });
    // La base también lo impide (CHECK), aunque alguien la escriba sin pasar por la API.
    await expect(
      prueba.dataSource.query(`UPDATE configuracion_organizacion SET dias_atras_aviso_previo = 31`),
    ).rejects.toThrow();
    await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { diasAtrasAvisoPrevio: 5 } });
  });

  it('un solo interés por defecto: empieza en 10 %, el admin lo cambia y todos los roles lo leen para el préstamo nuevo', async () => {
    const cobrador = await prueba.token('cobrador1');
    const valores = '/api/configuracion/organizacion/prestamos';
    expect((await prueba.pedir({ metodo: 'GET', ruta, token: tokens.admin })).body.data.interesDefecto).toBe(10);
    for (const token of [tokens.admin, tokens.gerente, cobrador]) {
      const r = await prueba.pedir({ metodo: 'GET', ruta: valores, token });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        interesDefecto: 10, tipoCreditoDefecto: 'consumo_ordinario', cuotasDefecto: 30, modalidadDefecto: 'diario', tipoAmortizacionDefecto: 'amortizable', usuraAccion: 'avisar',
      });
    }
    for (const interesDefecto of [150, -1, 12.345, '20']) {
      const r = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { interesDefecto } });
      expect(r.status).toBe(400);
    }
    const cambio = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { interesDefecto: 17.5 } });
    expect(cambio.status).toBe(200);
    expect(cambio.body.data.interesDefecto).toBe(17.5);
    expect((await prueba.como('cobrador1').get(valores)).body.data).toEqual({
      interesDefecto: 17.5,
      tipoCreditoDefecto: 'consumo_ordinario',
      cuotasDefecto: 30, modalidadDefecto: 'diario', tipoAmortizacionDefecto: 'amortizable',
      usuraAccion: 'avisar',
    });
    // Con «rechazar», el formulario no ofrece confirmar un préstamo sobre la usura: la API lo rechazará.
    expect((await prueba.como('admin').put(ruta, { usuraAccion: 'rechazar' })).status).toBe(200);
    expect((await prueba.como('gerente').get(valores)).body.data.usuraAccion).toBe('rechazar');
    expect((await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.gerente, cuerpo: { interesDefecto: 5 } })).status).toBe(403);
  });

  it('los términos de la oficina para un préstamo nuevo: 30 cuotas diarias de cuota fija; el admin los cambia, todos los leen, lo inválido es 400 sin cambiar nada', async () => {
    const valores = '/api/configuracion/organizacion/prestamos';
    expect((await prueba.como('admin').get(ruta)).body.data).toMatchObject({ cuotasDefecto: 30, modalidadDefecto: 'diario', tipoAmortizacionDefecto: 'amortizable' });
    const antes = (await prueba.como('admin').get(ruta)).body.data;
    const invalidos: Array<[string, unknown, string]> = [
      ['cuotasDefecto', 0, 'Las cuotas deben ser un número entero entre 1 y 1000'],
      ['cuotasDefecto', 1001, 'Las cuotas deben ser un número entero entre 1 y 1000'],
      ['cuotasDefecto', 2.5, 'Las cuotas deben ser un número entero entre 1 y 1000'],
      ['cuotasDefecto', null, 'Las cuotas deben ser un número entero entre 1 y 1000'],
      ['modalidadDefecto', 'anual', 'La modalidad debe ser diario, semanal, quincenal o mensual'],
      ['tipoAmortizacionDefecto', 'frances', 'El tipo de amortización debe ser capital_final, amortizable o interes_adelantado'],
    ];
    for (const [campo, valor, mensaje] of invalidos) {
      const r = await prueba.como('admin').put(ruta, { [campo]: valor });
      expect(r.status).toBe(400);
      expect(r.body.errors[campo]).toContain(mensaje);
    }
    expect((await prueba.como('admin').get(ruta)).body.data).toEqual(antes);

    const cambio = await prueba
      .como('admin')
      .put(ruta, { cuotasDefecto: 24, modalidadDefecto: 'semanal', tipoAmortizacionDefecto: 'capital_final' });
    expect(cambio.status).toBe(200);
    expect((await prueba.como('cobrador1').get(valores)).body.data).toMatchObject({
      cuotasDefecto: 24, modalidadDefecto: 'semanal', tipoAmortizacionDefecto: 'capital_final',
    });
    expect((await prueba.como('gerente').put(ruta, { cuotasDefecto: 10 })).status).toBe(403);
    // La base también lo impide (CHECK), aunque alguien la escriba sin pasar por la API.
    await expect(prueba.dataSource.query(`UPDATE configuracion_organizacion SET modalidad_defecto = 'anual'`)).rejects.toThrow();
  });
});
