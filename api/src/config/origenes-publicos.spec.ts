import { leerOrigenesPublicos } from './origenes-publicos';

describe('leerOrigenesPublicos (PUBLIC_URL)', () => {
  const escucha = { puerto: 3000, host: '0.0.0.0', direcciones: ['127.0.0.1', '192.168.1.5', '::1', 'fe80::1%eth0'] };

  it('con PUBLIC_URL, sus orígenes y nada más (ni las URL de la API)', () => {
    const problemas: string[] = [];
    expect(leerOrigenesPublicos('https://cartera.example.com/, https://otra.example.com:8443/portal', escucha, problemas)).toEqual([
      'https://cartera.example.com',
      'https://otra.example.com:8443',
    ]);
    expect(problemas).toEqual([]);
  });

  it('una URL inválida detiene el arranque nombrando la variable', () => {
    const problemas: string[] = [];
    leerOrigenesPublicos('cartera.example.com', escucha, problemas);
    expect(problemas).toEqual(["PUBLIC_URL contiene una URL inválida: 'cartera.example.com' (se espera p. ej. https://cartera.example.com)"]);
  });

  it('sin PUBLIC_URL, las URL en las que escucha la API: con HOST=0.0.0.0, cada dirección de la máquina', () => {
    expect(leerOrigenesPublicos(undefined, escucha, [])).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.5:3000',
      'http://[::1]:3000',
    ]);
    expect(leerOrigenesPublicos('', { ...escucha, host: '127.0.0.1', puerto: 4123 }, [])).toEqual([
      'http://localhost:4123',
      'http://127.0.0.1:4123',
    ]);
  });
});
