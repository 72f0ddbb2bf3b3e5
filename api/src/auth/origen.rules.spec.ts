import { origenAdmitido, type OrigenPeticion } from './origen.rules';

const base: OrigenPeticion = {
  origen: undefined,
  sitio: undefined,
  permitidos: ['https://cartera.co', 'http://127.0.0.1:3000', 'https://portal.cartera.co'],
};

describe('origenAdmitido', () => {
  it('admite los orígenes configurados (PUBLIC_URL o las URL de la API, y CORS_ORIGINS), con o sin el puerto por defecto', () => {
    expect(origenAdmitido({ ...base, origen: 'https://cartera.co' })).toBe(true);
    expect(origenAdmitido({ ...base, origen: 'https://cartera.co:443' })).toBe(true);
    expect(origenAdmitido({ ...base, origen: 'http://127.0.0.1:3000' })).toBe(true);
    expect(origenAdmitido({ ...base, origen: 'https://portal.cartera.co', sitio: 'same-site' })).toBe(true);
  });

  it('no compara con el Host de la petición: otro sitio no entra aunque el Host diga que es él (DNS rebinding)', () => {
    expect(origenAdmitido({ ...base, origen: 'http://evil.example' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'http://cartera.co' })).toBe(false);
  });

  it('rechaza otro sitio, otro puerto, Origin null o inválido, y del CORS_ORIGINS sólo su protocolo', () => {
    expect(origenAdmitido({ ...base, origen: 'https://malo.example', sitio: 'cross-site' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'https://cartera.co.malo.example' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'https://cartera.co:8443' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'null' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'cartera.co' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'http://portal.cartera.co' })).toBe(false);
  });

  it('sin Origin, decide Sec-Fetch-Site: de otro sitio no; sin ninguna de las dos (no es un navegador), sí', () => {
    expect(origenAdmitido({ ...base, sitio: 'cross-site' })).toBe(false);
    expect(origenAdmitido({ ...base, sitio: 'same-site' })).toBe(false);
    expect(origenAdmitido({ ...base, sitio: 'same-origin' })).toBe(true);
    expect(origenAdmitido({ ...base, sitio: 'none' })).toBe(true);
    expect(origenAdmitido(base)).toBe(true);
  });

  it('CORS_ORIGINS=* (sólo fuera de producción) admite cualquier origen válido', () => {
    expect(origenAdmitido({ ...base, permitidos: ['*'], origen: 'http://localhost:3001' })).toBe(true);
  });
});
