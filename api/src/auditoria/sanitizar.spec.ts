import { sanitizar, sanitizarObjeto } from './sanitizar';

describe('sanitizar', () => {
  it('quita contraseñas, hashes, tokens y versión de credenciales en cualquier nivel', () => {
    const datos = {
      nombre: 'Ana',
      password: 'secreta',
      passwordHash: '$2b$10$x',
      password_hash: '$2b$10$y',
      token: 'eyJ...',
      credenciales_version: 3,
      credencialesVersion: 3,
      perfil: { Token: 'otro', PasswordActual: 'vieja', zona: 'Norte' },
      historial: [{ password: 'a', valor: 1 }],
    };
    expect(sanitizar(datos)).toEqual({
      nombre: 'Ana',
      perfil: { zona: 'Norte' },
      historial: [{ valor: 1 }],
    });
  });

  it('usa toJSON de las entidades y convierte fechas a ISO', () => {
    const entidad = { toJSON: () => ({ _id: '1', creado: new Date('2026-01-02T03:04:05Z'), password: 'x' }) };
    expect(sanitizar(entidad)).toEqual({ _id: '1', creado: '2026-01-02T03:04:05.000Z' });
  });

  it('sanitizarObjeto devuelve null para nada y envuelve valores sueltos', () => {
    expect(sanitizarObjeto(undefined)).toBeNull();
    expect(sanitizarObjeto(null)).toBeNull();
    expect(sanitizarObjeto(5)).toEqual({ valor: 5 });
    expect(sanitizarObjeto([1])).toEqual({ valor: [1] });
  });
});

describe('sanitizar: secretos de los canales y consultas de URL', () => {
  it('quita contrasena, secreto y clave en cualquier nivel y la consulta de las URL', () => {
    expect(
      sanitizar({
        contrasena: 'smtp',
        ajustes: { Secreto: 'x', clave: 'k', url: 'https://proveedor.example.com/v1/sms?api_key=ABC&x=1#f' },
        notas: ['ver http://a.example.com/p?token=XYZ ya'],
      }),
    ).toEqual({
      ajustes: { url: 'https://proveedor.example.com/v1/sms?[redactado]#f' },
      notas: ['ver http://a.example.com/p?[redactado] ya'],
    });
  });
});
