// Cuatro ojos (docs/decisiones/cuatro-ojos.md): el castigo de un gerente por encima del umbral espera a un
// administrador; la lista de lo que espera y los umbrales de la organización. Las solicitudes y las condonaciones, en
// aprobaciones.e2e-spec.ts.
import { randomUUID } from 'node:crypto';
import { UMBRALES_APROBACION_DEFECTO, motivoEspera } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, verificarLibro } from './support/fabricas-cartera';
import { usarCuatroOjos } from './support/cuatro-ojos';

describe('cuatro ojos: castigos, lista y umbrales', () => {
  const { cuentas, prueba, tokens, ids, pedir, detalle, tipos, ultimaAuditoria, prestamoDiario, terminos, solicitudDeCobrador } =
    usarCuatroOjos();

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
        `pedido por ${cuentas.nombreGerente}, rechazado por ${cuentas.nombreAdmin}`,
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
        `pedido por ${cuentas.nombreGerente}, aprobado por ${cuentas.nombreAdmin}`,
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
      const { solicitud } = await solicitudDeCobrador(150_000);
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
