import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { consultasOficinas } from '../oficinas/oficinas.consultas';
import { cifrarContrasena } from '../usuarios/contrasenas';
import { auditarSemilla, SemillaDemo, type Semilla } from './semilla';
import { CONTRASENA_DEMO, GERENTE_NORTE } from './usuarios-demo';

/**
 * Las dos oficinas de la demostración (docs/decisiones/oficinas.md) y quién trabaja en cada una. Los clientes de un
 * cobrador son de su oficina (la semilla de clientes la lee de aquí); sus préstamos y cobros la heredan.
 */
export const OFICINAS_DEMO = [
  {
    codigo: 'CENTRO',
    nombre: 'Oficina Centro',
    ciudad: 'Bogotá',
    cuentas: ['gerente@cartera.local', 'cobrador1@cartera.local', 'cobrador3@cartera.local'],
  },
  {
    codigo: 'NORTE',
    nombre: 'Oficina Norte',
    ciudad: 'Medellín',
    cuentas: [GERENTE_NORTE.email, 'cobrador2@cartera.local'],
  },
] as const;

/**
 * Después de las cuentas y antes de los clientes: la oficina principal de la migración pasa a ser la del centro, se
 * crea la del norte con su gerente y cada cuenta de demostración queda en la suya. Sólo si aún no existen.
 */
@Injectable()
@SemillaDemo({ orden: 15, nombre: 'Oficinas' })
export class OficinasSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    const k = db(manager);
    const codigos = OFICINAS_DEMO.map((o) => o.codigo);
    const ya = await k.selectFrom('oficinas').select('id').where('codigo', 'in', codigos).executeTakeFirst();
    if (ya) return;
    const existentes = await consultasOficinas.ids(manager);
    const ids: string[] = [];
    for (const [i, { codigo, nombre, ciudad }] of OFICINAS_DEMO.entries()) {
      // La primera reemplaza a la única que deja la migración («Oficina principal»): sus datos ya son de ella.
      if (i === 0 && existentes.length === 1) {
        await consultasOficinas.actualizar(manager, existentes[0], { codigo, nombre, ciudad, padre_id: null });
        ids.push(existentes[0]);
      } else ids.push(await consultasOficinas.insertar(manager, { codigo, nombre, ciudad, padre_id: null }));
    }
    await this.crearGerenteNorte(manager);
    for (const [i, oficina] of OFICINAS_DEMO.entries()) {
      const usuarios = await k.selectFrom('usuarios').select('id').where('email', 'in', oficina.cuentas).execute();
      for (const { id } of usuarios) await consultasOficinas.asignar(manager, id, [ids[i]]);
      // Los clientes ya sembrados de sus cobradores (una base de demostración anterior a las oficinas) se mudan con
      // sus préstamos y cobros (el disparador de la migración).
      if (i > 0 && usuarios.length > 0)
        await k
          .updateTable('clientes')
          .set({ oficina_id: ids[i] })
          .where(
            'cobrador_id',
            'in',
            usuarios.map((u) => u.id),
          )
          .execute();
    }
    await auditarSemilla(manager, 'Sistema', `${OFICINAS_DEMO.length} oficinas de demostración`, {
      oficinas: OFICINAS_DEMO.map(({ codigo, nombre, ciudad, cuentas }) => ({ codigo, nombre, ciudad, cuentas })),
    });
  }

  private async crearGerenteNorte(manager: EntityManager): Promise<void> {
    const k = db(manager);
    if (await k.selectFrom('usuarios').select('id').where('email', '=', GERENTE_NORTE.email).executeTakeFirst())
      return;
    await k
      .insertInto('usuarios')
      .values({
        nombre: GERENTE_NORTE.nombre,
        email: GERENTE_NORTE.email,
        rol: GERENTE_NORTE.rol,
        telefono: GERENTE_NORTE.telefono,
        zona: GERENTE_NORTE.zona,
        cedula: null,
        password_hash: await cifrarContrasena(CONTRASENA_DEMO),
        estado: 'activo',
        credenciales_version: 1,
      })
      .execute();
  }
}
