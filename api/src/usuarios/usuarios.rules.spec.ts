import { dejaSinAdministrador, invalidaSesiones, motivoSinPermiso, puedeAdministrarCuenta } from './usuarios.rules';

describe('puedeAdministrarCuenta', () => {
  it('el admin administra cualquier cuenta y asigna cualquier rol', () => {
    expect(puedeAdministrarCuenta('admin', 'admin', 'admin')).toBe(true);
    expect(puedeAdministrarCuenta('admin', null, 'admin')).toBe(true);
  });

  it('el gerente sólo administra cobradores (y los datos de su propia cuenta), nada que sea o vaya a ser admin', () => {
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
  });
});

describe('dejaSinAdministrador', () => {
  const adminActivo = { rol: 'admin', estado: 'activo' } as const;

  it('quitar al único admin activo (borrarlo, desactivarlo o cambiarle el rol) deja el sistema sin administrador', () => {
    expect(dejaSinAdministrador(adminActivo, null, 0)).toBe(true);
    expect(dejaSinAdministrador(adminActivo, { rol: 'admin', estado: 'inactivo' }, 0)).toBe(true);
    expect(dejaSinAdministrador(adminActivo, { rol: 'gerente', estado: 'activo' }, 0)).toBe(true);
  });

  it('con otro admin activo, o si la cuenta no era admin activo, no pasa nada', () => {
    expect(dejaSinAdministrador(adminActivo, null, 1)).toBe(false);
    expect(dejaSinAdministrador(adminActivo, { rol: 'admin', estado: 'activo' }, 0)).toBe(false);
    expect(dejaSinAdministrador({ rol: 'admin', estado: 'inactivo' }, null, 0)).toBe(false);
    expect(dejaSinAdministrador({ rol: 'gerente', estado: 'activo' }, null, 0)).toBe(false);
  });
});

describe('invalidaSesiones', () => {
  it('cambiar la contraseña o desactivar la cuenta cierra las sesiones; otros cambios no', () => {
    const activo = { rol: 'cobrador', estado: 'activo' } as const;
    expect(invalidaSesiones(activo, activo, true)).toBe(true);
    expect(invalidaSesiones(activo, { ...activo, estado: 'inactivo' }, false)).toBe(true);
    expect(invalidaSesiones(activo, { ...activo, rol: 'gerente' }, false)).toBe(false);
    expect(invalidaSesiones({ ...activo, estado: 'inactivo' }, activo, false)).toBe(false);
  });
});
