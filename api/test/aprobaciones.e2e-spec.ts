// Cuatro ojos (docs/decisiones/cuatro-ojos.md): quien pide una solicitud de préstamo nunca la aprueba, y quien cambia
// sus condiciones pasa a pedirla; por encima de los umbrales de la organización, el préstamo, la condonación y el
// castigo de un gerente esperan a un administrador, que los aplica una sola vez o los rechaza con motivo; la lista de
// lo que espera y los umbrales. Cada caso mira lo que ve la oficina (préstamo, libro, tablero) y la auditoría.
import { randomUUID } from 'node:crypto';
import {
  UMBRALES_APROBACION_DEFECTO,
  hoyBogota,
  motivoEspera,
  sumarDias,
  validarMotivo,
} from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo } from './support/app-prueba';
import { aprobacionesComoAlInstalar, detallePrestamo, tiposDeMovimientos } from './support/escenarios';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('cuatro ojos en las aprobaciones', () => {
  let gerenteId: string;
  let nombreGerente: string;
  let nombreAdmin: string;
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const cuentaGerente = await prueba.cuenta('gerente');
    gerenteId = cuentaGerente.id;
    nombreGerente = cuentaGerente.nombre;
    nombreAdmin = (await prueba.cuenta('admin')).nombre;
  });

  beforeEach(() => aprobacionesComoAlInstalar(prueba));

  // prueba.pedir pone a cada escritura su Idempotency-Key, como el portal.
  const pedir = (metodo: Metodo, ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });
  const detalle = (id: string) => detallePrestamo(prueba, id);
  const tipos = (id: string) => tiposDeMovimientos(prueba, id);
  const montoPrestado = async (): Promise<number> =>
    (await pedir('GET', '/api/dashboard/resumen', tokens.admin)).body.data.montoPrestado;
  const ultimaAuditoria = async (accion: string): Promise<string> =>
    (
      await prueba.dataSource.query(
        `SELECT detalles FROM auditoria WHERE accion = $1 ORDER BY fecha DESC LIMIT 1`,
        [accion],
      )
    )[0]?.detalles;
  const pendientes = async (token = tokens.admin): Promise<Json[]> =>
    (await pedir('GET', '/api/aprobaciones?estado=pendiente&limit=100', token)).body.data;

  /** 1.000.000 al 20 % en 24 cuotas diarias, desembolsado por el admin: 1.200.000 por cobrar. */
  async function prestamoDiario(monto = 1_000_000) {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto,
      interes: 20,
      cuotas: 24,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -3),
    });
  }

  const terminos = { interes: 20, cuotas: 20, modalidad: 'diario', tipoAmortizacion: 'amortizable' };

  describe('solicitudes de préstamo', () => {
    it('quien pide la solicitud no la aprueba (403, nada cambia); quien cambia sus condiciones pasa a pedirla', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const solicitud = (
        await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: cliente.id, monto: 300_000, ...terminos })
      ).body.data;
      expect(solicitud.estado).toBe('solicitado');

      // El gerente corrige el monto: la solicitud pasa a ser suya (auditado).
      const corregida = await pedir('PUT', `/api/prestamos/${solicitud._id}`, tokens.gerente, {
        cliente: cliente.id,
        monto: 250_000,
        ...terminos,
      });
      expect(corregida.status).toBe(200);
      const [fila] = await prueba.dataSource.query(`SELECT solicitado_por FROM prestamos WHERE id = $1`, [
        solicitud._id,
      ]);
      expect(fila.solicitado_por).toBe(gerenteId);
      expect(await ultimaAuditoria('Actualizar préstamo')).toContain(
        `${nombreGerente} cambió las condiciones de la solicitud`,
      );

      const antes = await montoPrestado();
      const propia = await pedir('PATCH', `/api/prestamos/${solicitud._id}/aprobar`, tokens.gerente);
      expect(propia.status).toBe(403);
      expect(propia.body).toMatchObject({
        code: 'APROBADOR_ES_SOLICITANTE',
        message: 'Quien pidió una operación no la aprueba: debe aprobarla otra persona',
      });
      expect(await detalle(solicitud._id)).toMatchObject({
        estado: 'solicitado',
        planGenerado: false,
        saldoPendiente: 0,
      });
      expect(await tipos(solicitud._id)).toEqual([]);
      expect(await montoPrestado()).toBe(antes);

      const aprobada = await pedir('PATCH', `/api/prestamos/${solicitud._id}/aprobar`, tokens.admin);
      expect(aprobada.status).toBe(200);
      expect(aprobada.body.data).toMatchObject({ estado: 'activo', monto: 250_000, planGenerado: true });
      expect(await tipos(solicitud._id)).toEqual(['desembolso']);
      const auditada = await ultimaAuditoria('Aprobar solicitud');
      expect(auditada).toContain(`solicitado por ${nombreGerente}`);
      expect(auditada).toContain(`aprobado por ${nombreAdmin}`);
    });

    it('editar sólo el cobrador de una solicitud no cambia quién la pide; rechazar nombra a los dos', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const solicitud = (
        await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: cliente.id, monto: 200_000, ...terminos })
      ).body.data;
      const cuerpo = {
        cliente: cliente.id,
        monto: 200_000,
        ...terminos,
        fechaInicio: solicitud.fechaInicio,
        fechaPrimerPago: solicitud.fechaPrimerPago,
        fecha: solicitud.fecha,
        cobrador: ids.cobrador1,
      };
      expect((await pedir('PUT', `/api/prestamos/${solicitud._id}`, tokens.gerente, cuerpo)).status).toBe(200);
      const [fila] = await prueba.dataSource.query(`SELECT solicitado_por FROM prestamos WHERE id = $1`, [
        solicitud._id,
      ]);
      expect(fila.solicitado_por).toBe(ids.cobrador1);

      const rechazada = await pedir('PATCH', `/api/prestamos/${solicitud._id}/rechazar`, tokens.gerente, {
        motivo: 'Sin capacidad de pago',
      });
      expect(rechazada.status).toBe(200);
      const auditada = await ultimaAuditoria('Rechazar solicitud');
      expect(auditada).toContain('solicitado por ');
      expect(auditada).toContain(`rechazado por ${nombreGerente}`);
    });

    it('el préstamo de un gerente por encima del umbral queda solicitado y sólo un administrador lo desembolsa', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const antes = await montoPrestado();
      const umbral = UMBRALES_APROBACION_DEFECTO.prestamoGerente as number;

      // Justo en el umbral, el gerente desembolsa solo.
      const enElUmbral = await pedir('POST', '/api/prestamos', tokens.gerente, {
        cliente: cliente.id,
        monto: umbral,
        ...terminos,
      });
      expect(enElUmbral.status).toBe(201);
      expect(enElUmbral.body).toMatchObject({
        message: 'Préstamo creado correctamente',
        data: { estado: 'activo' },
      });

      const grande = await pedir('POST', '/api/prestamos', tokens.gerente, {
        cliente: cliente.id,
        monto: umbral + 1_000_000,
        ...terminos,
      });
      expect(grande.status).toBe(201);
      expect(grande.body.message).toBe(motivoEspera('prestamo', umbral + 1_000_000, umbral));
      expect(grande.body.data).toMatchObject({
        estado: 'solicitado',
        planGenerado: false,
        saldoPendiente: 0,
      });
      const id = grande.body.data._id;
      expect(await tipos(id)).toEqual([]);
      expect((await montoPrestado()) - antes).toBe(umbral);

      const enLista = (await pendientes(tokens.gerente)).find((a: Json) => a._id === id);
      expect(enLista).toMatchObject({
        tipo: 'prestamo',
        estado: 'pendiente',
        prestamo: { _id: id, numero: grande.body.data.numero },
        cliente: { _id: cliente.id, nombre: cliente.nombre },
        monto: umbral + 1_000_000,
        solicitante: { _id: gerenteId, nombre: nombreGerente },
        resolutor: null,
      });

      expect((await pedir('PATCH', `/api/prestamos/${id}/aprobar`, tokens.gerente)).body.code).toBe(
        'APROBADOR_ES_SOLICITANTE',
      );
      const otroGerente = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const deOtro = await pedir('PATCH', `/api/prestamos/${id}/aprobar`, await prueba.token(otroGerente));
      expect(deOtro.status).toBe(403);
      expect(deOtro.body.code).toBe('APROBACION_SOLO_ADMIN');
      expect(deOtro.body.message).toMatch(/lo aprueba un administrador/);
      expect(await tipos(id)).toEqual([]);

      const aprobada = await pedir('PATCH', `/api/prestamos/${id}/aprobar`, tokens.admin);
      expect(aprobada.status).toBe(200);
      expect(aprobada.body.data).toMatchObject({ estado: 'activo', planGenerado: true });
      expect(await tipos(id)).toEqual(['desembolso']);
      expect((await montoPrestado()) - antes).toBe(2 * umbral + 1_000_000);
      expect((await pendientes()).map((a: Json) => a._id)).not.toContain(id);
      await verificarLibro(prueba.dataSource, id);
    });
  });

  describe('condonaciones', () => {
    it('la de un gerente por encima del umbral espera; el administrador la aplica una sola vez, con su aplicarA', async () => {
      const p = await prestamoDiario();
      const umbral = UMBRALES_APROBACION_DEFECTO.condonacion as number;

      // Hasta el umbral, el gerente condona solo.
      const pequena = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 50_000,
        motivo: 'Acuerdo de pago',
      });
      expect(pequena.status).toBe(200);
      expect(pequena.body).toMatchObject({ message: 'Saldo condonado', data: { saldoPendiente: 1_150_000 } });

      const pedida = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 600_000,
        motivo: 'Calamidad doméstica',
        aplicarA: 'capital',
      });
      expect(pedida.status).toBe(200);
      expect(pedida.body.message).toBe(motivoEspera('condonacion', 600_000, umbral));
      expect(pedida.body.data).toMatchObject({ saldoPendiente: 1_150_000 });
      expect(pedida.body.aprobacion).toMatchObject({
        tipo: 'condonacion',
        estado: 'pendiente',
        monto: 600_000,
        motivo: 'Calamidad doméstica',
        aplicarA: 'capital',
        solicitante: { _id: gerenteId },
      });
      const aprobacionId = pedida.body.aprobacion._id;
      expect(await tipos(p._id)).toEqual(['desembolso', 'condonacion']);

      const otraVez = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 550_000,
        motivo: 'Otra vez',
      });
      expect(otraVez.status).toBe(409);
      expect(otraVez.body.code).toBe('APROBACION_YA_PENDIENTE');

      // El gerente no resuelve aprobaciones; el administrador sí.
      expect((await pedir('PATCH', `/api/aprobaciones/${aprobacionId}/aprobar`, tokens.gerente)).status).toBe(403);
      const aprobada = await pedir('PATCH', `/api/aprobaciones/${aprobacionId}/aprobar`, tokens.admin);
      expect(aprobada.status).toBe(200);
      expect(aprobada.body.message).toBe('Condonación aprobada: el saldo quedó condonado');
      expect(aprobada.body.data).toMatchObject({
        _id: aprobacionId,
        estado: 'aprobada',
        resolutor: { nombre: nombreAdmin },
        solicitante: { nombre: nombreGerente },
      });
      expect(aprobada.body.data.resueltoEn).toEqual(expect.any(String));
      expect((await detalle(p._id)).saldoPendiente).toBe(550_000);

      const repetida = await pedir('PATCH', `/api/aprobaciones/${aprobacionId}/aprobar`, tokens.admin);
      expect(repetida.status).toBe(409);
      expect(repetida.body.code).toBe('APROBACION_NO_PENDIENTE');
      expect(await tipos(p._id)).toEqual(['desembolso', 'condonacion', 'condonacion']);
      const [ultima] = await prueba.dataSource.query(
        `SELECT monto, capital_primero FROM prestamos_movimientos WHERE prestamo_id = $1 AND tipo = 'condonacion'
         ORDER BY secuencia DESC LIMIT 1`,
        [p._id],
      );
      expect([Number(ultima.monto), ultima.capital_primero]).toEqual([600_000, true]);
      const auditada = await ultimaAuditoria('Aprobar condonación');
      expect(auditada).toContain(`pedida por ${nombreGerente}`);
      expect(auditada).toContain(`aprobada por ${nombreAdmin}`);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('rechazada con motivo, el saldo queda como estaba; sin motivo es 400 en español', async () => {
      const p = await prestamoDiario();
      const pedida = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 700_000,
        motivo: 'Acuerdo',
      });
      const id = pedida.body.aprobacion._id;

      const sinMotivo = await pedir('PATCH', `/api/aprobaciones/${id}/rechazar`, tokens.admin, {});
      expect(sinMotivo.status).toBe(400);
      expect(sinMotivo.body.errors.motivo).toEqual([validarMotivo('')]);
      const rechazada = await pedir('PATCH', `/api/aprobaciones/${id}/rechazar`, tokens.admin, {
        motivo: 'No hay soporte de la calamidad',
      });
      expect(rechazada.status).toBe(200);
      expect(rechazada.body.data).toMatchObject({
        estado: 'rechazada',
        motivoRechazo: 'No hay soporte de la calamidad',
      });
      expect(await ultimaAuditoria('Rechazar condonación')).toContain(
        `pedida por ${nombreGerente}, rechazada por ${nombreAdmin}`,
      );
      expect(await detalle(p._id)).toMatchObject({ estado: p.estado, saldoPendiente: 1_200_000 });
      expect(await tipos(p._id)).toEqual(['desembolso']);
      expect((await pedir('PATCH', `/api/aprobaciones/${id}/aprobar`, tokens.admin)).body.code).toBe(
        'APROBACION_NO_PENDIENTE',
      );
      expect(await tipos(p._id)).toEqual(['desembolso']);
    });

    it('quien la pidió nunca la aprueba, aunque hoy sea administrador (403, nada cambia)', async () => {
      const p = await prestamoDiario();
      const ascendido = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const pedida = await pedir('POST', `/api/prestamos/${p._id}/condonar`, await prueba.token(ascendido), {
        monto: 600_000,
        motivo: 'Acuerdo',
      });
      expect(pedida.body.aprobacion.estado).toBe('pendiente');
      await prueba.dataSource.query(`UPDATE usuarios SET rol = 'admin' WHERE id = $1`, [ascendido.id]);
      const comoAdmin = await prueba.token({ ...ascendido, rol: 'admin' });
      const propia = await pedir(
        'PATCH',
        `/api/aprobaciones/${pedida.body.aprobacion._id}/aprobar`,
        comoAdmin,
      );
      expect(propia.status).toBe(403);
      expect(propia.body.code).toBe('APROBADOR_ES_SOLICITANTE');
      expect(await tipos(p._id)).toEqual(['desembolso']);
      expect((await pendientes()).map((a: Json) => a._id)).toContain(pedida.body.aprobacion._id);
    });
  });

  describe('castigos', () => {
    it('el de un gerente por encima del umbral espera; rechazado nada cambia; aprobado castiga una sola vez', async () => {
      const p = await prestamoDiario();
      const umbral = UMBRALES_APROBACION_DEFECTO.castigo as number;
      const pedido = await pedir('POST', `/api/prestamos/${p._id}/castigar`, tokens.gerente, {
        motivo: 'Cliente inubicable',
      });
      expect(pedido.status).toBe(200);
      expect(pedido.body.message).toBe(motivoEspera('castigo', 1_200_000, umbral));
      expect(pedido.body.data).toMatchObject({ estado: p.estado, saldoPendiente: 1_200_000 });
      expect(pedido.body.aprobacion).toMatchObject({
        tipo: 'castigo',
        monto: 1_200_000,
        motivo: 'Cliente inubicable',
      });

      const rechazado = await pedir(
        'PATCH',
        `/api/aprobaciones/${pedido.body.aprobacion._id}/rechazar`,
        tokens.admin,
        {
          motivo: 'Todavía responde el codeudor',
        },
      );
      expect(rechazado.body.message).toBe('Castigo rechazado: el préstamo sigue como estaba');
      expect(await ultimaAuditoria('Rechazar castigo')).toContain(
        `pedido por ${nombreGerente}, rechazado por ${nombreAdmin}`,
      );
      expect(await detalle(p._id)).toMatchObject({ estado: p.estado, saldoPendiente: 1_200_000 });
      expect(await tipos(p._id)).toEqual(['desembolso']);

      const otraVez = await pedir('POST', `/api/prestamos/${p._id}/castigar`, tokens.gerente, {
        motivo: 'Cliente inubicable hace 120 días',
      });
      const aprobado = await pedir(
        'PATCH',
        `/api/aprobaciones/${otraVez.body.aprobacion._id}/aprobar`,
        tokens.admin,
      );
      expect(aprobado.status).toBe(200);
      expect(aprobado.body.message).toBe('Castigo aprobado: el préstamo quedó castigado');
      expect(await detalle(p._id)).toMatchObject({ estado: 'castigado', saldoPendiente: 0 });
      expect(
        (await pedir('PATCH', `/api/aprobaciones/${otraVez.body.aprobacion._id}/aprobar`, tokens.admin)).status,
      ).toBe(409);
      expect(await tipos(p._id)).toEqual(['desembolso', 'castigo']);
      expect(await ultimaAuditoria('Aprobar castigo')).toContain(
        `pedido por ${nombreGerente}, aprobado por ${nombreAdmin}`,
      );
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('un saldo hasta el umbral lo castiga el gerente solo; el administrador nunca espera', async () => {
      const pequeno = await prestamoDiario(100_000);
      const r = await pedir('POST', `/api/prestamos/${pequeno._id}/castigar`, tokens.gerente, {
        motivo: 'Cliente inubicable',
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ message: 'Préstamo castigado', data: { estado: 'castigado' } });
      expect(r.body.aprobacion).toBeUndefined();

      const grande = await prestamoDiario();
      const delAdmin = await pedir('POST', `/api/prestamos/${grande._id}/castigar`, tokens.admin, {
        motivo: 'Cliente inubicable',
      });
      expect(delAdmin.body).toMatchObject({ message: 'Préstamo castigado', data: { estado: 'castigado' } });
    });
  });

  describe('lista y umbrales', () => {
    it('GET /api/aprobaciones?estado=pendiente junta los tres tipos; el cobrador no la ve; un estado inválido es 400', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const solicitud = (
        await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: cliente.id, monto: 150_000, ...terminos })
      ).body.data;
      const p = await prestamoDiario();
      const condonacion = (
        await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
          monto: 600_000,
          motivo: 'Acuerdo',
        })
      ).body.aprobacion;
      const castigo = (
        await pedir('POST', `/api/prestamos/${p._id}/castigar`, tokens.gerente, { motivo: 'Inubicable' })
      ).body.aprobacion;

      const lista = await pedir('GET', '/api/aprobaciones?estado=pendiente&limit=100', tokens.gerente);
      expect(lista.status).toBe(200);
      expect(lista.body.meta).toMatchObject({ page: 1, limit: 100 });
      const porId = new Map(lista.body.data.map((a: Json) => [a._id, a]));
      expect(porId.get(solicitud._id)).toMatchObject({
        tipo: 'prestamo',
        monto: 150_000,
        solicitante: { _id: ids.cobrador1 },
      });
      expect(porId.get(condonacion._id)).toMatchObject({
        tipo: 'condonacion',
        monto: 600_000,
        prestamo: { _id: p._id },
      });
      expect(porId.get(castigo._id)).toMatchObject({
        tipo: 'castigo',
        monto: 1_200_000,
        cliente: { _id: p.cliente._id },
      });
      // La que más lleva esperando va primero.
      const orden = lista.body.data.map((a: Json) => a._id);
      expect(orden.indexOf(solicitud._id)).toBeLessThan(orden.indexOf(castigo._id));

      const soloCastigos = await pedir('GET', '/api/aprobaciones?estado=pendiente&tipo=castigo', tokens.admin);
      expect(soloCastigos.body.data.map((a: Json) => a.tipo)).toEqual(
        soloCastigos.body.data.map(() => 'castigo'),
      );
      expect((await pedir('GET', '/api/aprobaciones', tokens.cobrador1)).status).toBe(403);
      const malo = await pedir('GET', '/api/aprobaciones?estado=esperando&tipo=otro', tokens.admin);
      expect(malo.status).toBe(400);
      expect(malo.body.errors).toEqual({
        estado: ['El estado debe ser pendiente, aprobada o rechazada'],
        tipo: ['El tipo debe ser prestamo, condonacion, castigo, reenganche o liquidacion'],
      });
      expect((await pedir('PATCH', '/api/aprobaciones/no-es-un-id/aprobar', tokens.admin)).status).toBe(400);
      expect((await pedir('PATCH', `/api/aprobaciones/${randomUUID()}/aprobar`, tokens.admin)).status).toBe(404);
    });

    it('los umbrales: el gerente los lee, sólo el admin los cambia (auditado); 0 o vacío, nadie espera', async () => {
      const leidos = await pedir('GET', '/api/aprobaciones/umbrales', tokens.gerente);
      expect(leidos.body.data).toMatchObject(UMBRALES_APROBACION_DEFECTO);
      const nuevos = { prestamoGerente: 0, condonacion: null, castigo: 1_000_000, gerenteDiario: 0 };
      expect((await pedir('PUT', '/api/aprobaciones/umbrales', tokens.gerente, nuevos)).status).toBe(403);

      const malos = await pedir('PUT', '/api/aprobaciones/umbrales', tokens.admin, {
        prestamoGerente: -1,
        condonacion: 'mucho',
      });
      expect(malos.status).toBe(400);
      expect(Object.keys(malos.body.errors).sort()).toEqual(['castigo', 'condonacion', 'prestamoGerente']);
      expect(malos.body.errors.prestamoGerente[0]).toMatch(/debe ser un número entero de pesos, 0 o más/);

      const guardados = await pedir('PUT', '/api/aprobaciones/umbrales', tokens.admin, nuevos);
      expect(guardados.status).toBe(200);
      expect(guardados.body).toMatchObject({ message: 'Umbrales de aprobación guardados', data: nuevos });
      expect(await ultimaAuditoria('Cambiar umbrales de aprobación')).toContain(
        'Préstamo de un gerente: sin umbral',
      );
      // Sin el diario en el cuerpo, queda como estaba.
      const sinDiario = await pedir('PUT', '/api/aprobaciones/umbrales', tokens.admin, { ...nuevos, gerenteDiario: undefined });
      expect(sinDiario.body.data).toMatchObject(nuevos);

      const cliente = await crearClientePrueba(prueba.dataSource);
      const grande = await pedir('POST', '/api/prestamos', tokens.gerente, {
        cliente: cliente.id,
        monto: 20_000_000,
        ...terminos,
      });
      expect(grande.body.data.estado).toBe('activo');
      const p = await prestamoDiario();
      const condonada = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 900_000,
        motivo: 'Acuerdo',
      });
      expect(condonada.body).toMatchObject({ message: 'Saldo condonado', data: { saldoPendiente: 300_000 } });
    });
  });
});
