import fc from 'fast-check';
import { MENSAJES_OFICINAS } from './oficinas';
import { MENSAJES_OFICINA_NOTIFICACION, oficinaComun, oficinaDeCampana } from './oficinaDeNotificacion';

describe('oficinaDeCampana', () => {
  const base = { oficinasExistentes: ['a', 'b'] };

  it('el administrador sin elegir envía a todas las oficinas (sin oficina); eligiendo, a la elegida si existe', () => {
    expect(oficinaDeCampana({ ...base, rol: 'admin', oficinasDelActor: [] })).toEqual({ oficina: null });
    expect(oficinaDeCampana({ ...base, rol: 'admin', oficinasDelActor: [], pedida: 'b' })).toEqual({ oficina: 'b' });
    expect(oficinaDeCampana({ ...base, rol: 'admin', oficinasDelActor: [], pedida: 'z' })).toEqual({
      error: MENSAJES_OFICINAS.oficinaNoExiste,
    });
  });

  it('un gerente con una oficina envía en la suya; con dos, debe elegir una de las suyas', () => {
    expect(oficinaDeCampana({ ...base, rol: 'gerente', oficinasDelActor: ['b'] })).toEqual({ oficina: 'b' });
    expect(oficinaDeCampana({ ...base, rol: 'gerente', oficinasDelActor: ['a', 'b'] })).toEqual({
      error: MENSAJES_OFICINA_NOTIFICACION.obligatoria,
    });
    expect(oficinaDeCampana({ ...base, rol: 'gerente', oficinasDelActor: ['a', 'b'], pedida: 'a' })).toEqual({
      oficina: 'a',
    });
    expect(oficinaDeCampana({ ...base, rol: 'gerente', oficinasDelActor: ['b'], pedida: 'a' })).toEqual({
      error: MENSAJES_OFICINAS.oficinaAjena,
    });
  });

  it('quien no es administrador nunca envía sin oficina ni en una que no es suya', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gerente' as const, 'cobrador' as const),
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
        fc.option(fc.constantFrom('a', 'b', 'c', 'z'), { nil: undefined }),
        (rol, suyas, pedida) => {
          const r = oficinaDeCampana({ rol, oficinasDelActor: suyas, oficinasExistentes: ['a', 'b', 'c'], pedida });
          if ('oficina' in r) {
            expect(r.oficina).not.toBeNull();
            expect(suyas).toContain(r.oficina);
          }
        },
      ),
    );
  });
});

describe('oficinaComun', () => {
  it('la oficina que comparten todos los destinatarios; ninguna si son de varias o alguno no tiene', () => {
    expect(oficinaComun(['a', 'a'])).toBe('a');
    expect(oficinaComun(['a', 'b'])).toBeNull();
    expect(oficinaComun(['a', null])).toBeNull();
    expect(oficinaComun([null, null])).toBeNull();
    expect(oficinaComun([])).toBeNull();
  });
});
