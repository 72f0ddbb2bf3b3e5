import { uuidV7 } from './uuid-v7';

describe('uuidV7', () => {
  it('tiene la forma de un UUID versión 7, variante RFC', () => {
    expect(uuidV7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('lleva el instante en los primeros 48 bits, así los ids posteriores ordenan después', () => {
    const id = uuidV7(Date.UTC(2026, 10, 22, 12, 0, 0));
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22, 12, 0, 0));
    expect(uuidV7(1_000) < uuidV7(2_000)).toBe(true);
  });

  it('no repite ids generados en el mismo milisegundo', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidV7(5_000)));
    expect(ids.size).toBe(1000);
  });
});
