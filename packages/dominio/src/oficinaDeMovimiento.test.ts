import fc from 'fast-check';
import { MENSAJES_OFICINA_MOVIMIENTO, oficinaDeMovimiento } from './oficinaDeMovimiento';
import { MENSAJES_OFICINAS } from './oficinas';

const ids = fc.uniqueArray(fc.uuid(), { minLength: 0, maxLength: 5 });

describe('la oficina de un movimiento de caja', () => {
  it('lo de un cobrador es de su oficina, sin importar el orden en que lleguen las suyas', () => {
    fc.assert(
      fc.property(ids, (suyas) => {
        const a = oficinaDeMovimiento({ de: 'cobrador', oficinasDelCobrador: suyas });
        const b = oficinaDeMovimiento({ de: 'cobrador', oficinasDelCobrador: [...suyas].reverse() });
        expect(a).toEqual(b);
        if (suyas.length === 0) expect(a).toEqual({ error: MENSAJES_OFICINA_MOVIMIENTO.cobradorSinOficina });
        else expect('oficina' in a && suyas.includes(a.oficina)).toBe(true);
      }),
    );
  });

  it('lo de la oficina cae siempre en una que quien lo registra puede elegir, o es un error', () => {
    fc.assert(
      fc.property(
        ids,
        ids,
        fc.constantFrom('admin' as const, 'gerente' as const),
        fc.option(fc.uuid(), { nil: undefined }),
        (existentes, delActor, rol, pedida) => {
          const posibles = rol === 'admin' ? existentes : delActor;
          const r = oficinaDeMovimiento({
            de: 'oficina',
            rol,
            oficinasExistentes: existentes,
            oficinasDelActor: delActor,
            pedida,
          });
          if ('oficina' in r) {
            expect(posibles).toContain(r.oficina);
            if (pedida !== undefined) expect(r.oficina).toBe(pedida);
          } else if (pedida === undefined) {
            // Sin pedirla sólo falla si hay que elegir (ninguna o varias).
            expect(posibles.length).not.toBe(1);
            expect(r.error).toBe(MENSAJES_OFICINA_MOVIMIENTO.obligatoria);
          } else expect(posibles).not.toContain(pedida);
        },
      ),
    );
  });

  it('un administrador con dos oficinas debe elegir; un gerente con una recibe la suya', () => {
    const base = { de: 'oficina' as const, oficinasExistentes: ['a', 'b'] };
    expect(oficinaDeMovimiento({ ...base, rol: 'admin', oficinasDelActor: [] })).toEqual({
      error: 'Elija la oficina del movimiento',
    });
    expect(oficinaDeMovimiento({ ...base, rol: 'admin', oficinasDelActor: [], pedida: 'b' })).toEqual({ oficina: 'b' });
    expect(oficinaDeMovimiento({ ...base, rol: 'gerente', oficinasDelActor: ['b'] })).toEqual({ oficina: 'b' });
    expect(oficinaDeMovimiento({ ...base, rol: 'gerente', oficinasDelActor: ['b'], pedida: 'a' })).toEqual({
      error: MENSAJES_OFICINAS.oficinaAjena,
    });
  });
});
