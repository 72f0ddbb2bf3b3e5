// Las cuentas que alcanza quien pide (usuarios/usuarios.visibles.ts, docs/decisiones/sondeo-entre-oficinas.md): con el
// alcance de una oficina, /usuarios y /cobradores no listan ni encuentran las cuentas de otra (404, como una que no
// existe); las de administrador, que no tienen oficina, sí; con todas las oficinas, todas. Corre el servicio real con
// el alcance que la guardia le daría al gerente de la oficina B.
import { conAlcance, TODAS, type Alcance } from '../src/database/alcance';
import { ALCANCE_COBRADORES, ALCANCE_USUARIOS } from '../src/usuarios/usuarios.alcance';
import { hoyBogota } from '@cartera/dominio';
import { MENSAJES_METAS, MetasCobradorService } from '../src/metas-cobrador/metas-cobrador.service';
import { Usuario } from '../src/usuarios/entities/usuario.entity';
import { UsuariosService } from '../src/usuarios/usuarios.service';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearOficinaB, type OficinaB } from './support/sondeo-oficinas';

describe('las cuentas de otra oficina no se ven ni se encuentran', () => {
  const { prueba, ids } = usarAppPrueba();
  let b: OficinaB;
  let deB: Alcance;
  beforeAll(async () => {
    b = await crearOficinaB(prueba);
    deB = { oficinas: [b.oficina] };
  });
  const usuarios = () => prueba.app.get(UsuariosService);
  const consulta = { page: 1, limit: 100 };

  it('con el alcance de B: la lista trae las de B y las de administrador, no las de la oficina principal', async () => {
    const admin = await prueba.cuenta('admin');
    const gerenteA = await prueba.cuenta('gerente');
    const lista = await conAlcance(deB, () => usuarios().listar(consulta));
    const vistos = lista.items.map((u) => u.id);
    expect(vistos).toContain(b.gerente);
    expect(vistos).toContain(admin.id);
    expect(vistos).not.toContain(gerenteA.id);
    expect(vistos).not.toContain(ids.cobrador1);
    const cobradores = await conAlcance(deB, () => usuarios().listar(consulta, ALCANCE_COBRADORES));
    expect(cobradores.items.map((u) => u.id)).not.toContain(ids.cobrador1);

    const todas = await conAlcance(TODAS, () => usuarios().listar(consulta));
    expect(todas.items.map((u) => u.id)).toEqual(expect.arrayContaining([b.gerente, admin.id, gerenteA.id, ids.cobrador1]));
  });

  it('con el alcance de B, una cuenta de la principal es 404 al leerla y al cambiarla, igual que una que no existe', async () => {
    const noEncontrado = { status: 404, code: 'NO_ENCONTRADO', message: 'Cobrador no encontrado' };
    await expect(conAlcance(deB, () => usuarios().obtener(ids.cobrador1, ALCANCE_COBRADORES))).rejects.toMatchObject(noEncontrado);
    await expect(
      conAlcance(deB, () => usuarios().obtener('00000000-0000-4000-8000-000000000000', ALCANCE_COBRADORES)),
    ).rejects.toMatchObject(noEncontrado);
    const gerenteB = await prueba.dataSource.getRepository(Usuario).findOneByOrFail({ id: b.gerente });
    const contexto = { actor: gerenteB, ip: '127.0.0.1' };
    await expect(
      conAlcance(deB, () => usuarios().actualizar(ids.cobrador1, { nombre: 'Otro nombre' }, contexto, ALCANCE_USUARIOS)),
    ).rejects.toMatchObject({ status: 404 });
    expect((await conAlcance(TODAS, () => usuarios().obtener(ids.cobrador1))).id).toBe(ids.cobrador1);
  });

  it('con el alcance de B, una meta para un cobrador de la principal es el 400 de un cobrador que no existe, no un 500', async () => {
    const gerenteB = await prueba.dataSource.getRepository(Usuario).findOneByOrFail({ id: b.gerente });
    const hoy = hoyBogota();
    const meta = (cobradorId: string) =>
      conAlcance(deB, () =>
        prueba.app
          .get(MetasCobradorService)
          .crear(
            { cobradorId, periodo: hoy.slice(0, 7), metaMonto: 1_000, metaCobros: 1, fechaVencimiento: hoy },
            { actor: gerenteB, ip: '127.0.0.1' },
          ),
      );
    const esperado = { status: 400, errors: { cobradorId: [MENSAJES_METAS.noEsCobrador] } };
    await expect(meta(ids.cobrador1)).rejects.toMatchObject(esperado);
    await expect(meta('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(esperado);
  });
});
