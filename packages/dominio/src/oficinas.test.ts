import {
  MENSAJES_OFICINA_IMPORTACION,
  MENSAJES_OFICINAS,
  errorJerarquiaOficina,
  errorOficinasDeUsuario,
  oficinaDeClienteNuevo,
  oficinaDeImportacion,
  oficinasSinRepetir,
} from './oficinas';

describe('jerarquía de oficinas: a lo sumo dos niveles', () => {
  it('una oficina sin padre, o con un padre de primer nivel, vale', () => {
    expect(errorJerarquiaOficina(null, null, false)).toBeNull();
    expect(errorJerarquiaOficina(null, { id: 'centro', padreId: null }, false)).toBeNull();
    expect(errorJerarquiaOficina('norte', { id: 'centro', padreId: null }, false)).toBeNull();
  });

  it('el padre no puede depender a su vez de otra oficina', () => {
    expect(errorJerarquiaOficina(null, { id: 'hija', padreId: 'centro' }, false)).toBe(
      MENSAJES_OFICINAS.padreConPadre,
    );
  });

  it('una oficina con hijas no se vuelve hija, ni depende de sí misma', () => {
    expect(errorJerarquiaOficina('centro', { id: 'norte', padreId: null }, true)).toBe(MENSAJES_OFICINAS.conHijas);
    expect(errorJerarquiaOficina('centro', { id: 'centro', padreId: null }, false)).toBe(
      MENSAJES_OFICINAS.padreEsElla,
    );
  });
});

describe('oficinas de una cuenta según su rol', () => {
  it('el administrador no tiene oficinas: las ve todas', () => {
    expect(errorOficinasDeUsuario('admin', [])).toBeNull();
    expect(errorOficinasDeUsuario('admin', ['a'])).toBe(MENSAJES_OFICINAS.adminSinOficinas);
  });

  it('el gerente una o más', () => {
    expect(errorOficinasDeUsuario('gerente', [])).toBe(MENSAJES_OFICINAS.gerenteSinOficinas);
    expect(errorOficinasDeUsuario('gerente', ['a'])).toBeNull();
    expect(errorOficinasDeUsuario('gerente', ['a', 'b'])).toBeNull();
  });

  it('el cobrador exactamente una (la misma repetida cuenta una vez)', () => {
    expect(errorOficinasDeUsuario('cobrador', [])).toBe(MENSAJES_OFICINAS.cobradorUnaOficina);
    expect(errorOficinasDeUsuario('cobrador', ['a', 'b'])).toBe(MENSAJES_OFICINAS.cobradorUnaOficina);
    expect(errorOficinasDeUsuario('cobrador', ['a', 'a'])).toBeNull();
    expect(oficinasSinRepetir(['b', 'a', 'b'])).toEqual(['b', 'a']);
  });
});

describe('la oficina de un cliente nuevo', () => {
  const dos = ['centro', 'norte'];

  it('el administrador elige entre todas; con una sola, ésa; con varias, es obligatoria', () => {
    expect(oficinaDeClienteNuevo({ rol: 'admin', oficinasDelActor: [], oficinasExistentes: ['centro'] })).toEqual({
      oficina: 'centro',
    });
    expect(oficinaDeClienteNuevo({ rol: 'admin', oficinasDelActor: [], oficinasExistentes: dos })).toEqual({
      error: MENSAJES_OFICINAS.oficinaObligatoria,
    });
    expect(
      oficinaDeClienteNuevo({ rol: 'admin', oficinasDelActor: [], oficinasExistentes: dos, pedida: 'norte' }),
    ).toEqual({ oficina: 'norte' });
    expect(
      oficinaDeClienteNuevo({ rol: 'admin', oficinasDelActor: [], oficinasExistentes: dos, pedida: 'otra' }),
    ).toEqual({ error: MENSAJES_OFICINAS.oficinaNoExiste });
  });

  it('un gerente con una oficina la usa; con varias elige una de las suyas', () => {
    expect(oficinaDeClienteNuevo({ rol: 'gerente', oficinasDelActor: ['norte'], oficinasExistentes: dos })).toEqual({
      oficina: 'norte',
    });
    expect(oficinaDeClienteNuevo({ rol: 'gerente', oficinasDelActor: dos, oficinasExistentes: dos })).toEqual({
      error: MENSAJES_OFICINAS.oficinaObligatoria,
    });
    expect(
      oficinaDeClienteNuevo({ rol: 'gerente', oficinasDelActor: ['norte'], oficinasExistentes: dos, pedida: 'centro' }),
    ).toEqual({ error: MENSAJES_OFICINAS.oficinaAjena });
  });

  it('un cobrador: la suya', () => {
    expect(
      oficinaDeClienteNuevo({ rol: 'cobrador', oficinasDelActor: ['centro'], oficinasExistentes: dos, pedida: null }),
    ).toEqual({ oficina: 'centro' });
  });
});

describe('oficina de un cliente importado (la celda «oficina»)', () => {
  const centro = { id: 'o-centro', codigo: 'CENTRO', nombre: 'Oficina Centro' };
  const norte = { id: 'o-norte', codigo: 'Nte-1', nombre: 'Oficina Medellín' };

  it('el código o el nombre, sin tildes, mayúsculas ni espacios a los lados', () => {
    expect(oficinaDeImportacion('centro', [centro, norte])).toEqual({ oficina: 'o-centro' });
    expect(oficinaDeImportacion(' NTE-1 ', [centro, norte])).toEqual({ oficina: 'o-norte' });
    expect(oficinaDeImportacion('oficina medellin', [centro, norte])).toEqual({ oficina: 'o-norte' });
  });

  it('el código gana sobre el nombre de otra oficina', () => {
    const llamadaCentro = { id: 'o-otra', codigo: 'OTRA', nombre: 'Centro' };
    expect(oficinaDeImportacion('Centro', [llamadaCentro, centro])).toEqual({ oficina: 'o-centro' });
  });

  it('vacía: la única oficina si hay una; con más de una, obligatoria', () => {
    expect(oficinaDeImportacion(null, [centro])).toEqual({ oficina: 'o-centro' });
    expect(oficinaDeImportacion('  ', [centro])).toEqual({ oficina: 'o-centro' });
    expect(oficinaDeImportacion(null, [centro, norte])).toEqual({ error: MENSAJES_OFICINA_IMPORTACION.obligatoria });
  });

  it('una que no existe, o un nombre que llevan dos oficinas, es un error que la nombra', () => {
    expect(oficinaDeImportacion('Sur', [centro, norte])).toEqual({ error: 'La oficina Sur no existe: escriba el código o el nombre de una de Configuración › Oficinas' });
    expect(oficinaDeImportacion('Sur', [centro])).toEqual({ error: MENSAJES_OFICINA_IMPORTACION.noExiste('Sur') });
    const otraCentro = { id: 'o-2', codigo: 'C2', nombre: 'oficina centro' };
    expect(oficinaDeImportacion('Oficina Centro', [centro, otraCentro])).toEqual({
      error: MENSAJES_OFICINA_IMPORTACION.ambigua('Oficina Centro'),
    });
  });
});
