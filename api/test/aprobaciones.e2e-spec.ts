// Cuatro ojos (docs/decisiones/cuatro-ojos.md): quien pide una solicitud de préstamo nunca la aprueba, y quien cambia
// sus condiciones pasa a pedirla; por encima de los umbrales de la organización, el préstamo y la condonación de un
// gerente esperan a un administrador, que los aplica una sola vez o los rechaza con motivo. Cada caso mira lo que ve
// la oficina (préstamo, libro, tablero) y la auditoría. Los castigos, la lista y los umbrales, en
// aprobaciones-castigos.e2e-spec.ts.
import { UMBRALES_APROBACION_DEFECTO, motivoEspera, validarMotivo } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, verificarLibro } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';
import { usarCuatroOjos } from './support/cuatro-ojos';

describe('cuatro ojos en las aprobaciones', () => {
  const { cuentas, prueba, tokens, ids, pedir, detalle, tipos, montoPrestado, ultimaAuditoria, pendientes, prestamoDiario, terminos, solicitudDeCobrador } = usarCuatroOjos();

  describe('solicitudes de préstamo', () => {
    it('quien pide la solicitud no la aprueba (403, nada cambia); quien cambia sus condiciones pasa a pedirla', async () => {
      const { cliente, solicitud } = await solicitudDeCobrador(300_000);
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
      expect(fila.solicitado_por).toBe(cuentas.gerenteId);
      expect(await ultimaAuditoria('Actualizar préstamo')).toContain(
        `${cuentas.nombreGerente} cambió las condiciones de la solicitud`,
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
      expect(auditada).toContain(`solicitado por ${cuentas.nombreGerente}`);
      expect(auditada).toContain(`aprobado por ${cuentas.nombreAdmin}`);
    });

    it('editar sólo el cobrador de una solicitud no cambia quién la pide; rechazar nombra a los dos', async () => {
      const { cliente, solicitud } = await solicitudDeCobrador(200_000);
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
      expect(auditada).toContain(`rechazado por ${cuentas.nombreGerente}`);
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
        solicitante: { _id: cuentas.gerenteId, nombre: cuentas.nombreGerente },
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
        solicitante: { _id: cuentas.gerenteId },
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
        resolutor: { nombre: cuentas.nombreAdmin },
        solicitante: { nombre: cuentas.nombreGerente },
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
      expect(auditada).toContain(`pedida por ${cuentas.nombreGerente}`);
      expect(auditada).toContain(`aprobada por ${cuentas.nombreAdmin}`);
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
        `pedida por ${cuentas.nombreGerente}, rechazada por ${cuentas.nombreAdmin}`,
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
});
