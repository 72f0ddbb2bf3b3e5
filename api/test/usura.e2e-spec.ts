// Tasa efectiva anual y tasa de usura: las tasas certificadas que registra el admin (sin periodos cruzados, auditadas),
// la EA de cada préstamo, y la regla al desembolsar según la organización: avisar (quien aprueba confirma, auditado) o
// rechazar, con un mensaje que dice las dos tasas y el interés plano más alto que no supera el tope.
import {
  CODIGOS,
  calcularPlan,
  formatearNumero,
  hoyBogota,
  interesMaximoBajoUsura,
  sumarDias,
  tasaEfectivaDelPlan,
} from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba } from './support/fabricas-cartera';

const RUTA = '/api/configuracion/tasas-usura';

describe('tasa efectiva anual y tasa de usura', () => {
  const hoy = hoyBogota();
  const desde = sumarDias(hoy, -20);
  const hasta = sumarDias(hoy, 40);
  // 200.000 en 30 cuotas diarias al 20 % plano con capital al final: cientos por ciento EA, muy sobre un tope de consumo.
  const terminos = { monto: 200_000, cuotas: 30, modalidad: 'diario', tipoAmortizacion: 'capital_final' } as const;
  const cuerpo = (cliente: string, extra: Record<string, unknown> = {}) => ({ cliente, ...terminos, interes: 20, ...extra });
  const interesMaximo = () => interesMaximoBajoUsura({ ...terminos, fechaInicio: hoy }, 28.5);
  const cuantosPrestamos = async () =>
    ((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM prestamos`)) as Array<{ n: number }>)[0].n;
  const ultimaAuditoria = async (accion: string): Promise<Json> =>
    (
      await prueba.dataSource.query(
        `SELECT detalles, datos_nuevos, datos_anteriores FROM auditoria WHERE accion = $1 ORDER BY fecha DESC LIMIT 1`,
        [accion],
      )
    )[0];
  let cliente: string;
  let clienteDeCobrador: string;

  const { prueba } = usarAppPrueba(async () => {
    cliente = (await crearClientePrueba(prueba.dataSource)).id;
    const cobrador1 = await prueba.cuenta('cobrador1');
    clienteDeCobrador = (await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador1.id })).id;
  });

  describe('tasas certificadas (Configuración)', () => {
    it('el admin registra una tasa; el gerente la lee; queda auditada', async () => {
      const r = await prueba.como('admin').post(RUTA, {
        tipoCredito: 'consumo_ordinario',
        tasa: 28.5,
        desde,
        hasta,
        resolucion: 'Resolución 0001 de prueba',
      });
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ tipoCredito: 'consumo_ordinario', tasa: 28.5, desde, hasta });
      const lista = await prueba.como('gerente').get(RUTA);
      expect(lista.status).toBe(200);
      expect(lista.body.data).toHaveLength(1);
      expect((await ultimaAuditoria('Registrar tasa de usura')).detalles).toContain('Consumo y ordinario: 28,50 % EA');
    });

    it('rechaza un periodo que se cruza con otro del mismo tipo (409) y no guarda nada; otro tipo sí cabe', async () => {
      const cruzada = await prueba.como('admin').post(RUTA, {
        tipoCredito: 'consumo_ordinario',
        tasa: 30,
        desde: hasta,
        hasta: sumarDias(hasta, 30),
        resolucion: 'Otra',
      });
      expect(cruzada.status).toBe(409);
      expect(cruzada.body.code).toBe(CODIGOS.tasaUsuraSolapada);
      expect(cruzada.body.message).toContain('se cruza con la tasa de Consumo y ordinario');
      const otroTipo = await prueba.como('admin').post(RUTA, {
        tipoCredito: 'microcredito',
        tasa: 55,
        desde,
        hasta,
        resolucion: 'Resolución 0002 de prueba',
      });
      expect(otroTipo.status).toBe(201);
      expect((await prueba.como('admin').get(RUTA)).body.data).toHaveLength(2);
    });

    it('valida en español: fechas invertidas, tasa fuera de 0–1000 %, tipo desconocido, resolución vacía', async () => {
      const r = await prueba.como('admin').post(RUTA, {
        tipoCredito: 'hipotecario',
        tasa: 1000.01,
        desde: hasta,
        hasta: desde,
        resolucion: '',
      });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.errors).sort()).toEqual(['hasta', 'resolucion', 'tasa', 'tipoCredito']);
      expect(r.body.errors.hasta[0]).toBe('La fecha desde no puede ser posterior a la fecha hasta');
      expect((await prueba.como('admin').get(RUTA)).body.data).toHaveLength(2);
    });

    it('PUT cambia una tasa (sin cruzarse consigo misma) y DELETE la borra; 404 si no existe; ambos auditados', async () => {
      const [micro] = (await prueba.como('admin').get(RUTA)).body.data.filter((t: Json) => t.tipoCredito === 'microcredito');
      const cambiada = await prueba.como('admin').put(`${RUTA}/${micro._id}`, { ...micro, _id: undefined, createdAt: undefined, updatedAt: undefined, tasa: 56.25 });
      expect(cambiada.status).toBe(200);
      expect(cambiada.body.data.tasa).toBe(56.25);
      expect((await ultimaAuditoria('Actualizar tasa de usura')).datos_anteriores.tasa).toBe(55);
      expect((await prueba.como('admin').delete(`${RUTA}/${micro._id}`)).status).toBe(200);
      expect((await prueba.como('admin').delete(`${RUTA}/${micro._id}`)).status).toBe(404);
      expect(await ultimaAuditoria('Eliminar tasa de usura')).toBeDefined();
    });
  });

  describe('vista previa y detalle', () => {
    it('la vista previa trae la EA, el tipo de crédito, la tasa vigente, si la supera y el interés más alto permitido', async () => {
      const r = await prueba.como('admin').post('/api/prestamos/preview', { ...terminos, interes: 20 });
      expect(r.status).toBe(200);
      const ea = tasaEfectivaDelPlan(calcularPlan({ ...terminos, interes: 20, fechaInicio: hoy }), hoy);
      expect(r.body.data).toMatchObject({
        tasaEfectivaAnual: ea,
        tipoCredito: 'consumo_ordinario',
        tasaUsura: { tasa: 28.5, desde, hasta },
        superaUsura: true,
        interesMaximoUsura: interesMaximo(),
      });
      const sinTasa = await prueba.como('admin').post('/api/prestamos/preview', { ...terminos, interes: 20, tipoCredito: 'microcredito' });
      expect(sinTasa.body.data).toMatchObject({ tipoCredito: 'microcredito', tasaUsura: null, superaUsura: false });
    });
  });

  describe('organización en «avisar» (por defecto)', () => {
    it('un alta sobre la usura sin confirmar es 422 con las dos tasas y el interés máximo, y no crea nada', async () => {
      const antes = await cuantosPrestamos();
      const r = await prueba.como('admin').post('/api/prestamos', cuerpo(cliente));
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(CODIGOS.confirmacionUsuraRequerida);
      expect(r.body.message).toContain('supera la tasa de usura certificada para Consumo y ordinario (28,50 % EA');
      expect(r.body.message).toContain(`el interés más alto que no la supera es ${formatearNumero(interesMaximo(), 2)} %`);
      expect(await cuantosPrestamos()).toBe(antes);
    });

    it('con confirmarUsura el préstamo se crea, la confirmación queda auditada y el detalle dice que supera', async () => {
      const r = await prueba.como('admin').post('/api/prestamos', cuerpo(cliente, { confirmarUsura: true }));
      expect(r.status).toBe(201);
      const detalle = (await prueba.como('admin').get(`/api/prestamos/${r.body.data._id}`)).body.data;
      expect(detalle).toMatchObject({
        tipoCredito: 'consumo_ordinario',
        tasaUsura: { tasa: 28.5, desde, hasta },
        superaUsura: true,
      });
      expect(detalle.tasaEfectivaAnual).toBeGreaterThan(500);
      const auditoria = await ultimaAuditoria('Confirmar préstamo sobre la tasa de usura');
      expect(auditoria.datos_nuevos).toMatchObject({ prestamo: r.body.data._id, tasaUsura: { tasa: 28.5 } });
    });

    it('con el interés más alto permitido no hay nada que confirmar', async () => {
      const r = await prueba.como('admin').post('/api/prestamos', cuerpo(cliente, { interes: interesMaximo() }));
      expect(r.status).toBe(201);
      const detalle = (await prueba.como('admin').get(`/api/prestamos/${r.body.data._id}`)).body.data;
      expect(detalle.superaUsura).toBe(false);
      expect(detalle.tasaEfectivaAnual).toBeLessThanOrEqual(28.5);
    });

    it('una solicitud de cobrador pasa; quien la aprueba debe confirmar (422 sin confirmar, auditado al confirmar)', async () => {
      const solicitud = await prueba.como('cobrador1').post('/api/prestamos', cuerpo(clienteDeCobrador));
      expect(solicitud.status).toBe(201);
      const ruta = `/api/prestamos/${solicitud.body.data._id}/aprobar`;
      const sinConfirmar = await prueba.como('gerente').patch(ruta, {});
      expect(sinConfirmar.status).toBe(422);
      expect(sinConfirmar.body.code).toBe(CODIGOS.confirmacionUsuraRequerida);
      expect((await prueba.como('gerente').get(`/api/prestamos/${solicitud.body.data._id}`)).body.data.estado).toBe('solicitado');
      const aprobada = await prueba.como('gerente').patch(ruta, { confirmarUsura: true });
      expect(aprobada.status).toBe(200);
      expect(aprobada.body.data).toMatchObject({ estado: 'activo', superaUsura: true });
      expect((await ultimaAuditoria('Confirmar préstamo sobre la tasa de usura')).datos_nuevos.prestamo).toBe(
        solicitud.body.data._id,
      );
    });
  });

  describe('lista, exporte y reporte', () => {
    it('la lista filtra por EA mínima y máxima, y el CSV de préstamos lleva la EA', async () => {
      const altos = (await prueba.como('admin').get('/api/prestamos?tasaEfectivaMin=500')).body.data;
      expect(altos.length).toBeGreaterThanOrEqual(2);
      expect(altos.every((p: Json) => p.tasaEfectivaAnual >= 500)).toBe(true);
      const bajos = (await prueba.como('admin').get('/api/prestamos?tasaEfectivaMax=28.5')).body.data;
      expect(bajos).toHaveLength(1);
      expect((await prueba.como('admin').get('/api/prestamos?tasaEfectivaMin=abc')).status).toBe(400);
      const csv = await prueba.como('admin').get('/api/prestamos/export/csv');
      expect(String(csv.body).split('\r\n')[0]).toContain('Tasa efectiva anual (% EA);Tipo de crédito');
    });

    it('el reporte lista los préstamos abiertos sobre la usura de su fecha, y su CSV', async () => {
      const r = await prueba.como('gerente').get('/api/reportes/usura');
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(2);
      expect(r.body.data[0]).toMatchObject({ tipoCredito: 'consumo_ordinario', tasaUsura: { tasa: 28.5 } });
      const csv = await prueba.como('gerente').get('/api/reportes/usura/export/csv');
      expect(csv.status).toBe(200);
      const lineas = String(csv.body).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
      expect(lineas[0]).toContain('Tasa efectiva anual (% EA);Tasa de usura (% EA)');
      expect(lineas).toHaveLength(3);
    });
  });

  describe('organización en «rechazar»', () => {
    beforeAll(async () => {
      expect((await prueba.como('admin').put('/api/configuracion/organizacion', { usuraAccion: 'rechazar' })).status).toBe(200);
    });

    it('un alta sobre la usura es 422 aunque venga confirmada, con el interés máximo; un cobrador tampoco solicita', async () => {
      const antes = await cuantosPrestamos();
      const r = await prueba.como('admin').post('/api/prestamos', cuerpo(cliente, { confirmarUsura: true }));
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(CODIGOS.prestamoSuperaUsura);
      expect(r.body.message).toContain(`${formatearNumero(interesMaximo(), 2)} %`);
      expect(r.body.message).toContain('no otorga préstamos sobre la tasa de usura');
      const solicitud = await prueba.como('cobrador1').post('/api/prestamos', cuerpo(clienteDeCobrador));
      expect(solicitud.status).toBe(422);
      expect(await cuantosPrestamos()).toBe(antes);
    });

    it('un valor desconocido de la acción es 400', async () => {
      const r = await prueba.como('admin').put('/api/configuracion/organizacion', { usuraAccion: 'ignorar' });
      expect(r.status).toBe(400);
    });
  });
});
