// aCentavos recibe pesos; unos Centavos ya convertidos no compilan (docs/decisiones/importacion-por-lotes.md). El
// compilador es la prueba: si la firma vuelve a aceptarlos, el @ts-expect-error de abajo sobra y el typecheck falla.
import { centavosDePesos } from '@cartera/dominio';
import { aCentavos } from './dinero';

describe('aCentavos', () => {
  it('convierte pesos a centavos enteros', () => {
    expect(aCentavos(1234.5)).toBe(123_450);
    expect(aCentavos(0.1 + 0.2)).toBe(30);
  });

  it('no compila con unos Centavos: convertirlos otra vez da cien veces el monto', () => {
    const recibido = centavosDePesos(1000);
    // @ts-expect-error — ya son centavos (el error de c3703cb7 en el lote de la importación).
    expect(aCentavos(recibido)).toBe(10_000_000);
  });
});
