// Las oficinas donde se cruzan con lo demás (issue 68; docs/decisiones/oficinas.md): los cuatro ojos, el reenganche,
// Mi Ruta de un cobrador y el cobrador de un cliente. Un gerente de Centro no ve ni resuelve lo que espera en Norte
// (404, como un préstamo que no existe), el de Norte sí; un reenganche queda en la oficina del préstamo; el cobrador de
// Norte sólo ve y cobra su oficina; y un cliente no recibe un cobrador de otra oficina (400 en errors.cobrador).
import { randomUUID } from 'node:crypto';
import { hoyBogota, MENSAJE_COBRADOR_DE_OTRA_OFICINA, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';
import { crearCuenta, crearOficina } from './support/cuentas-por-oficina';
import { aprobacionesComoAlInstalar } from './support/escenarios';
import { crearPrestamoPrueba } from './support/fabricas-cartera';

const { prueba, tokens } = usarAppPrueba();
const hoy = hoyBogota();
const NINGUNO = '00000000-0000-4000-8000-000000000000';
const TERMINOS = { interes: 20, cuotas: 20, modalidad: 'diario', tipoAmortizacion: 'amortizable' } as const;

let centro: string;
let norte: string;
let gerenteCentro: string;
let gerenteNorte: string;
let cobradorNorte: { id: string; token: string };
let cobradorCentro: { id: string; token: string };

const pedir = (metodo: Metodo, ruta: string, token: string, cuerpo?: unknown) =>
  prueba.pedir({ metodo, ruta, token, cuerpo });
const soloEstado = (r: { status: number; body: Json }) => ({ status: r.status, body: r.body });

/** Un cliente nuevo de `oficina`, dado de alta por `token`, con `extra` en el cuerpo. */
async function cliente(token: string, oficina: string, extra: Record<string, unknown> = {}): Promise<Json> {
  const r = await pedir('POST', '/api/clientes', token, cuerpoCliente({ oficina, autorizacionDatos: { canal: 'presencial_firmado' }, ...extra }));
  if (r.status !== 201) throw new Error(`No se creó el cliente: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

const oficinaDe = async (tabla: 'clientes' | 'prestamos', id: string): Promise<string> =>
  (await prueba.dataSource.query(`SELECT oficina_id FROM ${tabla} WHERE id = $1`, [id]))[0].oficina_id;

beforeAll(async () => {
  centro = await crearOficina(prueba, 'CENTRO', 'Oficina Centro');
  norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  gerenteCentro = (await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [centro] })).token;
  gerenteNorte = (await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [norte] })).token;
  cobradorNorte = await crearCuenta(prueba, '/api/cobradores', { oficinas: [norte] });
  cobradorCentro = await crearCuenta(prueba, '/api/cobradores', { oficinas: [centro] });
  await aprobacionesComoAlInstalar(prueba);
});

describe('cuatro ojos entre oficinas', () => {
  it('la solicitud de Norte: Centro no la ve ni la resuelve (404), Norte la aprueba, el admin ve las de las dos', async () => {
    const deNorte = await cliente(gerenteNorte, norte, { cobrador: cobradorNorte.id });
    const solicitudNorte = await crearPrestamoPrueba(prueba, cobradorNorte.token, {
      cliente: deNorte._id,
      monto: 300_000,
      ...TERMINOS,
    });
    // La de Centro: el gerente de Centro presta por encima de su umbral (5.000.000): espera a un administrador.
    const deCentro = await cliente(gerenteCentro, centro);
    const solicitudCentro = await crearPrestamoPrueba(prueba, gerenteCentro, {
      cliente: deCentro._id,
      monto: 6_000_000,
      ...TERMINOS,
    });
    expect([solicitudNorte.estado, solicitudCentro.estado]).toEqual(['solicitado', 'solicitado']);
    expect(await oficinaDe('prestamos', solicitudNorte._id)).toBe(norte);

    const pendientes = async (token: string, filtro = ''): Promise<string[]> => {
      const r = await pedir('GET', `/api/aprobaciones?estado=pendiente&limit=100${filtro}`, token);
      expect(r.status).toBe(200);
      return (r.body.data as Json[]).map((a) => a.prestamo?._id ?? a.prestamoId ?? a.prestamo);
    };
    expect(await pendientes(gerenteCentro)).toEqual([solicitudCentro._id]);
    expect(await pendientes(gerenteNorte)).toEqual([solicitudNorte._id]);
    expect((await pendientes(tokens.admin)).sort()).toEqual([solicitudCentro._id, solicitudNorte._id].sort());
    // El selector de oficina del administrador: ?oficina= las filtra.
    expect(await pendientes(tokens.admin, `&oficina=${norte}`)).toEqual([solicitudNorte._id]);
    expect(await pendientes(tokens.admin, `&oficina=${centro}`)).toEqual([solicitudCentro._id]);

    // El gerente de Centro, con el id de Norte: lo mismo que con un id que no existe, y nada cambia.
    for (const accion of ['aprobar', 'rechazar'] as const) {
      const cuerpo = accion === 'rechazar' ? { motivo: 'No cumple las políticas de la oficina' } : {};
      const ajena = await pedir('PATCH', `/api/prestamos/${solicitudNorte._id}/${accion}`, gerenteCentro, cuerpo);
      const inexistente = await pedir('PATCH', `/api/prestamos/${NINGUNO}/${accion}`, gerenteCentro, cuerpo);
      expect(ajena.status).toBe(404);
      expect(soloEstado(ajena)).toEqual(soloEstado(inexistente));
    }
    expect((await pedir('GET', `/api/prestamos/${solicitudNorte._id}`, gerenteCentro)).status).toBe(404);
    expect((await pedir('GET', `/api/prestamos/${solicitudNorte._id}`, tokens.admin)).body.data.estado).toBe(
      'solicitado',
    );

    // El gerente de Norte no la pidió (la pidió su cobrador) y está bajo su umbral: la aprueba, y sigue en Norte.
    const aprobada = await pedir('PATCH', `/api/prestamos/${solicitudNorte._id}/aprobar`, gerenteNorte, {});
    expect(aprobada.status).toBe(200);
    expect(aprobada.body.data).toMatchObject({ estado: 'activo', planGenerado: true });
    expect(await oficinaDe('prestamos', solicitudNorte._id)).toBe(norte);
    expect(await pendientes(tokens.admin)).toEqual([solicitudCentro._id]);
  });
});

describe('reenganche de un préstamo de Norte', () => {
  it('el gerente de Norte lo reengancha y el nuevo queda en Norte; el de Centro recibe 404 y nada cambia', async () => {
    const deNorte = await cliente(gerenteNorte, norte);
    const viejo = await crearPrestamoPrueba(prueba, gerenteNorte, {
      cliente: deNorte._id,
      monto: 200_000,
      interes: 10,
      cuotas: 4,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    });
    const cuerpo = { montoAdicional: 100_000, interes: 10, cuotas: 4, modalidad: 'semanal', tipoAmortizacion: 'amortizable' };
    const contar = async () =>
      Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM prestamos`))[0].n);
    const antes = await contar();
    const ajeno = await pedir('POST', `/api/prestamos/${viejo._id}/reenganche`, gerenteCentro, cuerpo);
    expect(soloEstado(ajeno)).toEqual(
      soloEstado(await pedir('POST', `/api/prestamos/${NINGUNO}/reenganche`, gerenteCentro, cuerpo)),
    );
    expect({ status: ajeno.status, body: ajeno.body }).toEqual({ status: 404, body: expect.anything() });
    expect(await contar()).toBe(antes);

    const r = await pedir('POST', `/api/prestamos/${viejo._id}/reenganche`, gerenteNorte, cuerpo);
    expect(r.status).toBe(201);
    const nuevoId: string = r.body.data.nuevo?._id ?? r.body.data._id;
    expect(nuevoId).not.toBe(viejo._id);
    expect(await oficinaDe('prestamos', nuevoId)).toBe(norte);
    expect((await pedir('GET', `/api/prestamos/${nuevoId}`, gerenteCentro)).status).toBe(404);
    expect((await pedir('GET', `/api/prestamos/${nuevoId}`, gerenteNorte)).status).toBe(200);
  });
});

describe('Mi Ruta de un cobrador de Norte', () => {
  it('ve sólo las paradas de su oficina y un cobro en cola por un préstamo de Centro es como uno que no existe', async () => {
    const terminos = { monto: 40_000, interes: 0, cuotas: 4, modalidad: 'semanal', tipoAmortizacion: 'amortizable' };
    const suyo = await cliente(gerenteNorte, norte, { cobrador: cobradorNorte.id });
    const prestamoSuyo = await crearPrestamoPrueba(prueba, gerenteNorte, {
      cliente: suyo._id,
      ...terminos,
      fechaInicio: sumarDias(hoy, -7),
    });
    const deCentro = await cliente(gerenteCentro, centro);
    const prestamoCentro = await crearPrestamoPrueba(prueba, gerenteCentro, {
      cliente: deCentro._id,
      ...terminos,
      fechaInicio: sumarDias(hoy, -7),
    });
    // Aunque un cliente de Centro quede a su nombre (la API ya no lo deja: lo escribe el dueño), no es su parada.
    await prueba.dueno.query(`UPDATE clientes SET cobrador_id = $1 WHERE id = $2`, [cobradorNorte.id, deCentro._id]);

    const dia = await pedir('GET', '/api/mi-ruta', cobradorNorte.token);
    expect(dia.status).toBe(200);
    const paradas = dia.body.data.paradas as Json[];
    // Sus paradas son todas de Norte (la de la solicitud aprobada arriba también), y la de Centro no está.
    const clientes = paradas.map((p) => String(p.cliente._id));
    expect(clientes).toContain(suyo._id);
    expect(clientes).not.toContain(deCentro._id);
    const oficinas = await prueba.dataSource.query(`SELECT DISTINCT oficina_id FROM clientes WHERE id = ANY ($1)`, [
      clientes,
    ]);
    expect(oficinas).toEqual([{ oficina_id: norte }]);
    expect(paradas.flatMap((p) => (p.prestamos as Json[]).map((x) => x._id))).not.toContain(prestamoCentro._id);
    expect(JSON.stringify(dia.body.data)).not.toContain(deCentro.cedula);

    // Lo que el teléfono tenía en cola: un cobro por el préstamo de Centro y uno por un id que no existe.
    const cobros = async () =>
      Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros`))[0].n);
    const antes = await cobros();
    const enCola = (prestamo: string) =>
      prueba.pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token: cobradorNorte.token,
        cuerpo: { prestamo, monto: 10_000, fecha: hoy },
        cabeceras: { 'Idempotency-Key': randomUUID() },
      });
    const ajeno = await enCola(prestamoCentro._id);
    expect(ajeno.status).toBeGreaterThanOrEqual(400);
    expect(soloEstado(ajeno)).toEqual(soloEstado(await enCola(NINGUNO)));
    expect(await cobros()).toBe(antes);
    // El suyo sí entra.
    expect((await enCola(prestamoSuyo._id)).status).toBe(201);
    expect(await cobros()).toBe(antes + 1);
  });
});

describe('el cobrador de un cliente es de la oficina del cliente', () => {
  it('asignar un cobrador de otra oficina, al crear o al editar, es 400 en errors.cobrador y nada cambia', async () => {
    const esperado = { status: 400, cobrador: [MENSAJE_COBRADOR_DE_OTRA_OFICINA] };
    const alta = await pedir('POST', '/api/clientes', tokens.admin, cuerpoCliente({ oficina: norte, cobrador: cobradorCentro.id }));
    expect({ status: alta.status, cobrador: alta.body.errors?.cobrador }).toEqual(esperado);

    const deNorte = await cliente(tokens.admin, norte, { cobrador: cobradorNorte.id });
    const edicion = await pedir('PUT', `/api/clientes/${deNorte._id}`, gerenteNorte, { cobrador: cobradorCentro.id });
    expect({ status: edicion.status, cobrador: edicion.body.errors?.cobrador }).toEqual(esperado);
    const [fila] = await prueba.dataSource.query(`SELECT cobrador_id FROM clientes WHERE id = $1`, [deNorte._id]);
    expect(fila.cobrador_id).toBe(cobradorNorte.id);

    // Uno de su oficina sí: el mismo cliente pasa a otro cobrador de Norte.
    const otroDeNorte = await crearCuenta(prueba, '/api/cobradores', { oficinas: [norte] });
    const bien = await pedir('PUT', `/api/clientes/${deNorte._id}`, gerenteNorte, { cobrador: otroDeNorte.id });
    expect(bien.status).toBe(200);
    expect(bien.body.data.cobrador._id).toBe(otroDeNorte.id);
  });
});
