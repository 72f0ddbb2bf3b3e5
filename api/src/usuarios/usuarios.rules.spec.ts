// Quién administra qué cuenta (motivoSinPermiso) se prueba en packages/dominio/src/usuarios.test.ts.
import { dejaSinAdministrador, invalidaSesiones } from './usuarios.rules';

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
