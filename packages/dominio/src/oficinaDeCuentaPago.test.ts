import { MENSAJES_OFICINAS } from './oficinas';
import { MENSAJES_OFICINA_CUENTA_PAGO, oficinaDeCuentaPago } from './oficinaDeCuentaPago';

const CENTRO = '0190a000-0000-7000-8000-000000000001';
const NORTE = '0190a000-0000-7000-8000-000000000002';
const NO_EXISTE = '0190a000-0000-7000-8000-0000000000ff';

describe('oficinaDeCuentaPago', () => {
  const admin = { rol: 'admin' as const, oficinasDelActor: [], oficinasExistentes: [CENTRO, NORTE] };

  it('el administrador con varias oficinas debe elegirla', () => {
    expect(oficinaDeCuentaPago({ ...admin, pedida: undefined })).toEqual({
      error: MENSAJES_OFICINA_CUENTA_PAGO.obligatoria,
    });
    expect(oficinaDeCuentaPago({ ...admin, pedida: NORTE })).toEqual({ oficina: NORTE });
  });

  it('una oficina que no existe es el error de una que no existe', () => {
    expect(oficinaDeCuentaPago({ ...admin, pedida: NO_EXISTE })).toEqual({ error: MENSAJES_OFICINAS.oficinaNoExiste });
  });

  it('con una sola oficina, ésa sin pedirla', () => {
    expect(oficinaDeCuentaPago({ ...admin, oficinasExistentes: [CENTRO], pedida: null })).toEqual({ oficina: CENTRO });
  });

  it('un gerente sólo elige entre las suyas: otra es ajena', () => {
    const gerente = { rol: 'gerente' as const, oficinasDelActor: [NORTE], oficinasExistentes: [CENTRO, NORTE] };
    expect(oficinaDeCuentaPago({ ...gerente, pedida: CENTRO })).toEqual({ error: MENSAJES_OFICINAS.oficinaAjena });
    expect(oficinaDeCuentaPago({ ...gerente, pedida: undefined })).toEqual({ oficina: NORTE });
  });
});
