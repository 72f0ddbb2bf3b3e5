import { origenAdmitido, type OrigenPeticion } from './origen.rules';

const base: OrigenPeticion = {
  origen: undefined,
  sitio: undefined,
  propio: 'https://cartera.co',
  permitidos: ['https://portal.cartera.co'],
};

describe('origenAdmitido', () => {
  it('admite el propio origen (con o sin el puerto por defecto) y los de CORS_ORIGINS', () => {
    expect(origenAdmitido({ ...base, origen: 'https://cartera.co' })).toBe(true);
    expect(origenAdmitido({ ...base, origen: 'https://cartera.co', propio: 'https://cartera.co:443' })).toBe(true);
    expect(origenAdmitido({ ...base, origen: 'https://portal.cartera.co', sitio: 'same-site' })).toBe(true);
  });

  it('rechaza otro sitio, otro protocolo, Origin null o inválido', () => {
    expect(origenAdmitido({ ...base, origen: 'https://malo.example', sitio: 'cross-site' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'http://cartera.co' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'null' })).toBe(false);
    expect(origenAdmitido({ ...base, origen: 'cartera.co' })).toBe(false);
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
