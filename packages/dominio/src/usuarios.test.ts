import {
  motivoSinPermiso,
  puedeAdministrarCuenta,
  puedeEditarCuenta,
  puedeEliminarCuenta,
  rolesAsignables,
} from './usuarios';

describe('puedeAdministrarCuenta', () => {
  it('el admin administra cualquier cuenta y asigna cualquier rol', () => {
    expect(puedeAdministrarCuenta('admin', 'admin', 'admin')).toBe(true);
    expect(puedeAdministrarCuenta('admin', null, 'admin')).toBe(true);
  });

  it('el gerente sólo administra cobradores y los datos de su cuenta, nada que vaya a ser admin', () => {
    expect(puedeAdministrarCuenta('gerente', null, 'cobrador')).toBe(true);
    expect(puedeAdministrarCuenta('gerente', 'cobrador')).toBe(true);
    expect(puedeAdministrarCuenta('gerente', 'gerente', undefined, true)).toBe(true);
    expect(motivoSinPermiso('gerente', 'cobrador', 'gerente')).toBe('gerente');
    expect(motivoSinPermiso('gerente', null, 'gerente')).toBe('gerente');
    expect(motivoSinPermiso('gerente', 'gerente')).toBe('gerente');
    expect(motivoSinPermiso('gerente', 'gerente', 'cobrador', true)).toBe('gerente');
    expect(motivoSinPermiso('gerente', 'gerente', 'admin', true)).toBe('admin');
    expect(puedeAdministrarCuenta('gerente', 'admin')).toBe(false);
    expect(puedeAdministrarCuenta('gerente', 'admin', 'cobrador')).toBe(false);
    expect(puedeAdministrarCuenta('gerente', 'cobrador', 'admin')).toBe(false);
    expect(puedeAdministrarCuenta('gerente', null, 'admin')).toBe(false);
  });

  it('el cobrador no administra cuentas', () => {
    expect(puedeAdministrarCuenta('cobrador', 'cobrador', 'cobrador')).toBe(false);
    expect(motivoSinPermiso('cobrador', 'cobrador', undefined, true)).toBe('rol');
  });
});

describe('puedeEditarCuenta y puedeEliminarCuenta', () => {
  it('el gerente edita y borra cobradores, no otros gerentes ni admins; edita la suya y no la borra', () => {
    expect(puedeEditarCuenta('gerente', 'cobrador', false)).toBe(true);
    expect(puedeEliminarCuenta('gerente', 'cobrador', false)).toBe(true);
    expect(puedeEditarCuenta('gerente', 'gerente', false)).toBe(false);
    expect(puedeEliminarCuenta('gerente', 'gerente', false)).toBe(false);
    expect(puedeEditarCuenta('gerente', 'admin', false)).toBe(false);
    expect(puedeEliminarCuenta('gerente', 'admin', false)).toBe(false);
    expect(puedeEditarCuenta('gerente', 'gerente', true)).toBe(true);
    expect(puedeEliminarCuenta('gerente', 'gerente', true)).toBe(false);
  });

  it('el admin edita y borra cualquier cuenta menos borrar la suya; el cobrador nada', () => {
    for (const rol of ['admin', 'gerente', 'cobrador'] as const) {
      expect(puedeEditarCuenta('admin', rol, false)).toBe(true);
      expect(puedeEliminarCuenta('admin', rol, false)).toBe(true);
      expect(puedeEditarCuenta('cobrador', rol, false)).toBe(false);
      expect(puedeEliminarCuenta('cobrador', rol, false)).toBe(false);
    }
    expect(puedeEditarCuenta('admin', 'admin', true)).toBe(true);
    expect(puedeEliminarCuenta('admin', 'admin', true)).toBe(false);
  });
});

describe('rolesAsignables', () => {
  it('el admin da cualquier rol', () => {
    expect(rolesAsignables('admin', null)).toEqual(['admin', 'gerente', 'cobrador']);
    expect(rolesAsignables('admin', 'cobrador')).toEqual(['admin', 'gerente', 'cobrador']);
  });

  it('el gerente crea y deja cobradores; en su cuenta conserva el rol de gerente', () => {
    expect(rolesAsignables('gerente', null)).toEqual(['cobrador']);
    expect(rolesAsignables('gerente', 'cobrador')).toEqual(['cobrador']);
    expect(rolesAsignables('gerente', 'gerente', true)).toEqual(['gerente']);
    expect(rolesAsignables('gerente', 'gerente')).toEqual([]);
    expect(rolesAsignables('gerente', 'admin')).toEqual([]);
  });

  it('el cobrador no da ningún rol', () => {
    expect(rolesAsignables('cobrador', null)).toEqual([]);
  });
});
